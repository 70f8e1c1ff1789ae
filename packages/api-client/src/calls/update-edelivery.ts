import type { EdeliveryResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toEdeliveryRequest, toEdeliveryStatus, type EdeliveryStatus, type EdeliveryUpdate } from '../mapping/edelivery.ts';

/**
 * Opts in, opts out or updates the paperless email (§4). An ineligible plan
 * is a 403 HttpError. The member's OPT-IN-DSP-IND changes, so a caller
 * invalidates the members query afterwards.
 */
export async function updateEdelivery({ client, subsidiary }: ApiContextValue, update: EdeliveryUpdate): Promise<EdeliveryStatus> {
  const route = callRoutes.updateEdelivery;
  const wire = await client.request<EdeliveryResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: toEdeliveryRequest(update),
  });
  return toEdeliveryStatus(wire);
}

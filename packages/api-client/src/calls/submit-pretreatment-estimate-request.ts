import type { PretreatmentEstimateResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import {
  toPretreatmentEstimateRequest,
  toPretreatmentEstimateRequestReceipt,
  type PretreatmentEstimateRequestInput,
  type PretreatmentEstimateRequestReceipt,
} from '../mapping/pretreatment-estimate-request.ts';

/**
 * Asks for a pretreatment estimate (§2). The same `idempotencyKey` on a retry
 * or a second click answers the first receipt and stores nothing new.
 */
export async function submitPretreatmentEstimateRequest(
  { client, subsidiary }: ApiContextValue,
  { idempotencyKey, ...input }: PretreatmentEstimateRequestInput & { idempotencyKey: string },
): Promise<PretreatmentEstimateRequestReceipt> {
  const route = callRoutes.submitPretreatmentEstimateRequest;
  const wire = await client.request<PretreatmentEstimateResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: toPretreatmentEstimateRequest(input),
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return toPretreatmentEstimateRequestReceipt(wire);
}

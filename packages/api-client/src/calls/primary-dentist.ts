import type { PrimaryDentistResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toPrimaryDentist, type PrimaryDentist } from '../mapping/primary-dentist.ts';

type Answer = Omit<PrimaryDentistResponse, 'status'>;

/** The DHMO member's primary dentist and a pending change. */
export async function getPrimaryDentist({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<PrimaryDentist> {
  const route = callRoutes.getPrimaryDentist;
  return toPrimaryDentist(await client.request<Answer>(route.method, callPath(route.path, { subsidiary }), { signal }));
}

/** Asks for another primary dentist from the first of next month (a 409 when a change is already pending). */
export async function requestPrimaryDentistChange({ client, subsidiary }: ApiContextValue, providerId: string): Promise<PrimaryDentist> {
  const route = callRoutes.requestPrimaryDentistChange;
  return toPrimaryDentist(await client.request<Answer>(route.method, callPath(route.path, { subsidiary }), { body: { providerId } }));
}

/** Cancels the pending change before it takes effect. */
export async function cancelPrimaryDentistChange({ client, subsidiary }: ApiContextValue): Promise<PrimaryDentist> {
  const route = callRoutes.cancelPrimaryDentistChange;
  return toPrimaryDentist(await client.request<Answer>(route.method, callPath(route.path, { subsidiary })));
}

import type { NominateProviderResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toNominateProviderRequest, type ProviderNomination } from '../mapping/provider-nomination.ts';

/** Nominates a dentist (§3); resolves when the server answers SUCCESS, else raises HttpError. */
export async function nominateProvider({ client, subsidiary }: ApiContextValue, nomination: ProviderNomination): Promise<void> {
  const route = callRoutes.nominateProvider;
  await client.request<NominateProviderResponse>(route.method, callPath(route.path, { subsidiary }), {
    body: toNominateProviderRequest(nomination),
  });
}

import type { ClaimSharingResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toClaimSharing, type ClaimSharing } from '../mapping/claim-sharing.ts';

/** Who in the household manages their own claims (the policyholder), or the dependent's own choice. */
export async function getClaimSharing({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<ClaimSharing> {
  const route = callRoutes.getClaimSharing;
  return toClaimSharing(await client.request<ClaimSharingResponse>(route.method, callPath(route.path, { subsidiary }), { signal }));
}

/** An adult dependent shares their claims and EOBs with the policyholder, or stops. */
export async function setClaimSharing({ client, subsidiary }: ApiContextValue, shared: boolean): Promise<ClaimSharing> {
  const route = callRoutes.setClaimSharing;
  return toClaimSharing(await client.request<ClaimSharingResponse>(route.method, callPath(route.path, { subsidiary }), { body: { shared } }));
}

import { getClaimSharing, setClaimSharing, useApi, type ApiContextValue, type ClaimSharing } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * Whose household the answer is about: the signed-in account and the member a CSR works on. The call names
 * neither (the token does), so the key must: a CSR moving to another member, or someone else signing in in
 * the same tab, never reads the first one's setting from the cache.
 */
export interface SharingOwner {
  account: string | null;
  actingFor: string | null;
}

function useSharingOwner(): SharingOwner {
  const account = useAuthStore((s) => s.userEmail);
  const actingFor = useAuthStore((s) => s.actingFor?.memberKey ?? null);
  return { account, actingFor };
}

export function claimSharingQueryOptions(api: ApiContextValue, owner: SharingOwner) {
  return queryOptions({
    queryKey: ['claimSharing', api.subsidiary, owner.account, owner.actingFor],
    queryFn: ({ signal }) => getClaimSharing(api, signal),
  });
}

/** Who in the household manages their own claims (a policyholder), or the dependent's own choice. */
export function useClaimSharing() {
  return useQuery(claimSharingQueryOptions(useApi(), useSharingOwner()));
}

/** An adult dependent shares their claims with the policyholder, or stops: the answer is the new state; the claims lists change. */
export function useSetClaimSharing() {
  const api = useApi();
  const owner = useSharingOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => setClaimSharing(api, shared),
    onSuccess: (answer: ClaimSharing) => {
      queryClient.setQueryData(claimSharingQueryOptions(api, owner).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
  });
}

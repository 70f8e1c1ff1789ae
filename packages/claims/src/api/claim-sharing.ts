import { getClaimSharing, setClaimSharing, useApi, type ApiContextValue, type ClaimSharing } from '@portal/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export function claimSharingQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['claimSharing', api.subsidiary], queryFn: ({ signal }) => getClaimSharing(api, signal) });
}

/** Who in the household manages their own claims (a policyholder), or the dependent's own choice. */
export function useClaimSharing() {
  return useQuery(claimSharingQueryOptions(useApi()));
}

/** An adult dependent shares their claims with the policyholder, or stops: the answer is the new state; the claims lists change. */
export function useSetClaimSharing() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shared: boolean) => setClaimSharing(api, shared),
    onSuccess: (answer: ClaimSharing) => {
      queryClient.setQueryData(claimSharingQueryOptions(api).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['claims'] });
    },
  });
}

import { getWalletPassOptions, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Which phone wallets the site offers (a wallet not configured on the server has no button). */
export function walletPassOptionsQueryOptions(api: ApiContextValue) {
  return queryOptions({
    queryKey: ['dataSharing', 'walletPassOptions', api.subsidiary],
    queryFn: ({ signal }) => getWalletPassOptions(api, signal),
    staleTime: Infinity,
  });
}

export function useWalletPassOptions() {
  return useQuery(walletPassOptionsQueryOptions(useApi()));
}

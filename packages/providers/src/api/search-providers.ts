import { getProvider, searchProviders, useApi, type ApiContextValue, type ProviderSearchCriteria } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

// Signed in or out changes the answer (the member's networks first), so it is part of the key.
export function providerSearchQueryOptions(api: ApiContextValue, criteria: ProviderSearchCriteria | null, signedIn: boolean) {
  return queryOptions({
    queryKey: ['providers', api.subsidiary, signedIn, criteria],
    queryFn: criteria ? () => searchProviders(api, criteria) : skipToken,
    retry: false,
  });
}

/** One page of the directory; the page on screen stays while the next one loads. Skipped until there is a place. */
export function useProviderSearch(criteria: ProviderSearchCriteria | null) {
  const signedIn = useAuthStore((state) => state.isLoggedIn);
  return useQuery({ ...providerSearchQueryOptions(useApi(), criteria, signedIn), placeholderData: keepPreviousData });
}

export function providerQueryOptions(api: ApiContextValue, providerId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['provider', api.subsidiary, signedIn, providerId],
    queryFn: () => getProvider(api, providerId),
    retry: false,
  });
}

export function useProvider(providerId: string) {
  const signedIn = useAuthStore((state) => state.isLoggedIn);
  return useQuery(providerQueryOptions(useApi(), providerId, signedIn));
}

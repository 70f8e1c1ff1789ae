import { getContacts, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function contactsQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['contacts', api.subsidiary], queryFn: () => getContacts(api), staleTime: 30 * 60_000 });
}

/** §2 contact us: customer-connections departments and provider relations of each coverage line. */
export function useContacts() {
  return useQuery(contactsQueryOptions(useApi()));
}

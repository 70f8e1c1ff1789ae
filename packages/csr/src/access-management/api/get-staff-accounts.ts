import { getStaffAccounts, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function staffAccountsQueryOptions(api: ApiContextValue) {
  return queryOptions({
    queryKey: ['staffAccounts', api.subsidiary],
    queryFn: ({ signal }) => getStaffAccounts(api, signal),
  });
}

/** Access management: the staff accounts and their roles (403 for anyone but an access administrator). */
export function useStaffAccounts() {
  return useQuery(staffAccountsQueryOptions(useApi()));
}

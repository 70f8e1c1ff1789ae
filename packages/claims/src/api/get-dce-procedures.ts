import { getDceProcedures, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withDceToken } from './with-dce-token.ts';

/** Skipped until the member starts the estimator (null ppoCode): that is when the token is fetched. */
export function dceProceduresQueryOptions(api: ApiContextValue, queryClient: QueryClient, ppoCode: string | null) {
  return queryOptions({
    queryKey: ['dceProcedures', api.subsidiary, ppoCode],
    queryFn: ppoCode ? () => withDceToken(queryClient, api, ppoCode, (token) => getDceProcedures(api, token)) : skipToken,
    staleTime: Infinity,
  });
}

/** The procedures the estimator knows for the plan, with typical fees. */
export function useDceProcedures(ppoCode: string | null) {
  return useQuery(dceProceduresQueryOptions(useApi(), useQueryClient(), ppoCode));
}

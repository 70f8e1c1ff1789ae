import { getClaims, useApi, type ApiContextValue, type ClaimsQuery } from '@portal/api-client';
import { formatSpdc } from '@portal/core';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** Rows per page unless the request names another: the server's default (§2 paging is the server's). */
export const claimsPageSize = 10;

export type ClaimsListRequest = Omit<ClaimsQuery, 'signal' | 'pageSize'> & Partial<Pick<ClaimsQuery, 'pageSize'>>;

/** Skipped until a coverage line is chosen. The page comes newest service first (api-client merges dental and vision rows). */
export function claimsQueryOptions(api: ApiContextValue, request: ClaimsListRequest | null) {
  const pageSize = request?.pageSize ?? claimsPageSize;
  return queryOptions({
    queryKey: ['claims', api.subsidiary, request ? { ...request, spdc: formatSpdc(request.spdc), pageSize } : null],
    queryFn: request
      ? ({ signal }) => getClaims(api, { ...request, pageSize, signal })
      : skipToken,
  });
}

/**
 * §2 claims list: one page of the line's claims, filtered by the server. The
 * page on screen stays (isPlaceholderData) while the next one loads, so the
 * table does not jump.
 */
export function useClaims(request: ClaimsListRequest | null) {
  return useQuery({ ...claimsQueryOptions(useApi(), request), placeholderData: keepPreviousData });
}

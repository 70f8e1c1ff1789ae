import { getClaims, useApi, type ApiContextValue, type ClaimsPage, type ClaimsQuery, type ClaimSummary } from '@portal/api-client';
import { formatSpdc } from '@portal/core';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** Rows per page: the server's default (§2 paging is the server's). */
export const claimsPageSize = 10;

export type ClaimsListRequest = Omit<ClaimsQuery, 'signal' | 'pageSize'>;

/**
 * Newest service first. A member key with a dental and a vision line answers
 * both tables; the server sorted them together, so the merged page is put
 * back in that order (a stable sort keeps the server's order among equals).
 */
export function newestFirst(page: ClaimsPage): ClaimsPage {
  const claims = page.claims
    .map((claim, index) => [claim, index] as const)
    .sort(([a, ai], [b, bi]) => b.serviceDate.localeCompare(a.serviceDate) || ai - bi)
    .map(([claim]): ClaimSummary => claim);
  return { ...page, claims };
}

/** Skipped until a coverage line is chosen. */
export function claimsQueryOptions(api: ApiContextValue, request: ClaimsListRequest | null) {
  return queryOptions({
    queryKey: [
      'claims',
      api.subsidiary,
      request ? { ...request, spdc: formatSpdc(request.spdc), pageSize: claimsPageSize } : null,
    ],
    queryFn: request
      ? ({ signal }) => getClaims(api, { ...request, pageSize: claimsPageSize, signal }).then(newestFirst)
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

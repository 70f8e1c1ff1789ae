import { getClaimDetail, useApi, type ApiContextValue, type ClaimDetailQuery } from '@portal/api-client';
import { formatSpdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

export type ClaimDetailRequest = Omit<ClaimDetailQuery, 'signal'>;

/** Skipped until the coverage line is known (the shell's client never retries a 4xx such as the 404 of another member's claim). */
export function claimDetailQueryOptions(api: ApiContextValue, request: ClaimDetailRequest | null) {
  return queryOptions({
    queryKey: [
      'claimDetail',
      api.subsidiary,
      request ? { claimNumber: request.claimNumber, isEstimate: request.isEstimate, spdc: formatSpdc(request.spdc) } : null,
    ],
    queryFn: request ? ({ signal }) => getClaimDetail(api, { ...request, signal }) : skipToken,
  });
}

/** §2 claim detail: header, calculation, lines, payments, ortho schedule. */
export function useClaimDetail(request: ClaimDetailRequest | null) {
  return useQuery(claimDetailQueryOptions(useApi(), request));
}

import { getVisionClaimUploads, useApi, type ApiContextValue } from '@portal/api-client';
import { formatSpdc, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** Skipped until a vision line is chosen. */
export function visionClaimUploadsQueryOptions(api: ApiContextValue, spdc: Spdc | null) {
  return queryOptions({
    queryKey: ['visionClaimUploads', api.subsidiary, spdc ? formatSpdc(spdc) : null],
    queryFn: spdc ? () => getVisionClaimUploads(api, spdc) : skipToken,
  });
}

/** The vision claims the member uploaded on the line, newest first, with their status. */
export function useVisionClaimUploads(spdc: Spdc | null) {
  return useQuery(visionClaimUploadsQueryOptions(useApi(), spdc));
}

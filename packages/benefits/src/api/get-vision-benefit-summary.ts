import { getVisionBenefitSummary, useApi, type ApiContextValue } from '@portal/api-client';
import { formatSpdc, isSpdcSelected, type Spdc } from '@portal/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

/** Skipped until a vision coverage line is chosen. */
export function visionBenefitSummaryQueryOptions(api: ApiContextValue, spdc: Spdc | null) {
  const selected = isSpdcSelected(spdc) ? spdc : null;
  return queryOptions({
    queryKey: ['visionBenefitSummary', api.subsidiary, selected ? formatSpdc(selected) : null],
    queryFn: selected ? () => getVisionBenefitSummary(api, selected) : skipToken,
  });
}

/** §1 vision benefit snapshot of a coverage line. */
export function useVisionBenefitSummary(spdc: Spdc | null) {
  return useQuery(visionBenefitSummaryQueryOptions(useApi(), spdc));
}

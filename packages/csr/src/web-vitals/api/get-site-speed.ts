import { getSiteSpeed, useApi, type ApiContextValue, type SiteSpeedQuery } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type SiteSpeedChoice = Required<Pick<SiteSpeedQuery, 'days' | 'site'>>;

export function siteSpeedQueryOptions(api: ApiContextValue, { days, site }: SiteSpeedChoice) {
  return queryOptions({
    queryKey: ['siteSpeed', api.subsidiary, site, days],
    queryFn: ({ signal }) => getSiteSpeed(api, { days, site, signal }),
  });
}

/** Site speed: p75 of real visitors' Web Vitals per route (403 for anyone but an access administrator). */
export function useSiteSpeed(choice: SiteSpeedChoice) {
  // The table stays while another window or brand loads.
  return useQuery({ ...siteSpeedQueryOptions(useApi(), choice), placeholderData: keepPreviousData });
}

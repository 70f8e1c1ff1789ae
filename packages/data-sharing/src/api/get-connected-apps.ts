import { getConnectedApps, useApi, type ApiContextValue } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The apps the member connected to their FHIR data. */
export function connectedAppsQueryOptions(api: ApiContextValue) {
  return queryOptions({
    queryKey: ['dataSharing', 'connectedApps', api.subsidiary],
    queryFn: ({ signal }) => getConnectedApps(api, signal),
  });
}

export function useConnectedApps() {
  return useQuery(connectedAppsQueryOptions(useApi()));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { browserMetadata } from '../metadata/browser-metadata.ts';
import { getSubsidiaryConfig, subsidiaryConfigQueryKey, subsidiaryConfigRefetchInterval } from './subsidiary-config-call.ts';

export { getSubsidiaryConfig, metadataCaptureHeaderName, subsidiaryConfigRefetchInterval } from './subsidiary-config-call.ts';

/** Metadata is read again on each fetch, so every 5-minute call describes the page open then. */
export function subsidiaryConfigQueryOptions(api: ApiContextValue, readMetadata: () => Record<string, unknown> = browserMetadata) {
  return queryOptions({
    queryKey: subsidiaryConfigQueryKey(api.subsidiary),
    queryFn: () => getSubsidiaryConfig(api, readMetadata()),
    refetchInterval: subsidiaryConfigRefetchInterval,
    staleTime: subsidiaryConfigRefetchInterval,
  });
}

/** The partner's configuration (§3 Config: subsidiary, memberChat), refreshed every 5 minutes. */
export function useSubsidiaryConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subsidiaryConfigQueryOptions(useApi()), enabled: options.enabled ?? true });
}

// §7 subsidiary configuration: sent with X-METADATA-CAPTURE (JSON metadata),
// repeated every 5 minutes (§9 config refresh).
import type { SubsidiaryConfig as WireSubsidiaryConfig } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { userAgentMaxLength } from '@portal/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toSubsidiaryConfig, type SubsidiaryConfig } from '../mapping/subsidiary-config.ts';
import { browserMetadata } from '../metadata/browser-metadata.ts';

export const metadataCaptureHeaderName = 'X-METADATA-CAPTURE';
export const subsidiaryConfigRefetchInterval = 5 * 60_000;

export async function getSubsidiaryConfig(
  { client, subsidiary }: ApiContextValue,
  metadata: Record<string, unknown>,
): Promise<SubsidiaryConfig> {
  const route = callRoutes.getSubsidiaryConfig;
  const userAgent = typeof metadata.userAgent === 'string' ? metadata.userAgent.slice(0, userAgentMaxLength) : '';
  const wire = await client.request<WireSubsidiaryConfig>(route.method, callPath(route.path, { subsidiary }), {
    headers: { [metadataCaptureHeaderName]: JSON.stringify({ ...metadata, userAgent }) },
  });
  return toSubsidiaryConfig(wire);
}

/** Metadata is read again on each fetch, so every 5-minute call describes the page open then. */
export function subsidiaryConfigQueryOptions(api: ApiContextValue, readMetadata: () => Record<string, unknown> = browserMetadata) {
  return queryOptions({
    queryKey: ['subsidiaryConfig', api.subsidiary],
    queryFn: () => getSubsidiaryConfig(api, readMetadata()),
    refetchInterval: subsidiaryConfigRefetchInterval,
    staleTime: subsidiaryConfigRefetchInterval,
  });
}

/** The partner's configuration (§3 Config: subsidiary, memberChat), refreshed every 5 minutes. */
export function useSubsidiaryConfig(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subsidiaryConfigQueryOptions(useApi()), enabled: options.enabled ?? true });
}

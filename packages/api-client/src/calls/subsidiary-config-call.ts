// §7 subsidiary configuration: sent with X-METADATA-CAPTURE (JSON metadata),
// repeated every 5 minutes (§9 config refresh). Without TanStack Query, so
// the shell can start it on a public page before any screen needs the query
// library; get-subsidiary-config.ts adds the query options and hook.
import type { SubsidiaryConfig as WireSubsidiaryConfig } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { userAgentMaxLength } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { toSubsidiaryConfig, type SubsidiaryConfig } from '../mapping/subsidiary-config.ts';

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

/** The query key the configuration is cached under (get-subsidiary-config.ts). */
export const subsidiaryConfigQueryKey = (subsidiary: string) => ['subsidiaryConfig', subsidiary] as const;

// The partner's features call without TanStack Query: the shell's features
// gate runs it on every page, public ones too, before any screen needs the
// query library. get-features.ts adds the query options and hook.
import type { Features as WireFeatures } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toFeatures, type Features } from '../mapping/features.ts';

export async function getFeatures({ client, subsidiary }: ApiContextValue): Promise<Features> {
  const wire = await client.request<WireFeatures>(callRoutes.getFeatures.method, callPath(callRoutes.getFeatures.path, { subsidiary }));
  return toFeatures(wire);
}

/** The query key the features are cached under (get-features.ts), so a fetched answer can be handed to the cache. */
export const featuresQueryKey = (subsidiary: string) => ['features', subsidiary] as const;

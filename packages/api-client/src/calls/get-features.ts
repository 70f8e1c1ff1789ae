import type { Features as WireFeatures } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toFeatures, type Features } from '../mapping/features.ts';

export async function getFeatures({ client, subsidiary }: ApiContextValue): Promise<Features> {
  const wire = await client.request<WireFeatures>(callRoutes.getFeatures.method, callPath(callRoutes.getFeatures.path, { subsidiary }));
  return toFeatures(wire);
}

export function featuresQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['features', api.subsidiary], queryFn: () => getFeatures(api), staleTime: 5 * 60_000 });
}

export function useFeatures() {
  return useQuery(featuresQueryOptions(useApi()));
}

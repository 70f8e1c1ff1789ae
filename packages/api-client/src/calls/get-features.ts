import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { featuresQueryKey, getFeatures } from './features-call.ts';

export { getFeatures } from './features-call.ts';

export function featuresQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: featuresQueryKey(api.subsidiary), queryFn: () => getFeatures(api), staleTime: 5 * 60_000 });
}

export function useFeatures() {
  return useQuery(featuresQueryOptions(useApi()));
}

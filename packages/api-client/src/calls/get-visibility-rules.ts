import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { getVisibilityRules, visibilityRulesQueryKey } from './visibility-rules-call.ts';

export { getVisibilityRules } from './visibility-rules-call.ts';

export function visibilityRulesQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: visibilityRulesQueryKey(api.subsidiary), queryFn: () => getVisibilityRules(api), staleTime: 5 * 60_000 });
}

/** The rules of each of the member's coverage lines (§3, §6); `enabled` waits for sign-in. */
export function useVisibilityRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...visibilityRulesQueryOptions(useApi()), enabled: options.enabled ?? true });
}

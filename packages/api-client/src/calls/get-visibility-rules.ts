import type { VisibilityRulesResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { toCoverageRules, type CoverageRules } from '../mapping/visibility-rules.ts';

export async function getVisibilityRules({ client, subsidiary }: ApiContextValue): Promise<CoverageRules[]> {
  const route = callRoutes.getVisibilityRules;
  const wire = await client.request<VisibilityRulesResponse>(route.method, callPath(route.path, { subsidiary }));
  return toCoverageRules(wire);
}

export function visibilityRulesQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['visibilityRules', api.subsidiary], queryFn: () => getVisibilityRules(api), staleTime: 5 * 60_000 });
}

/** The rules of each of the member's coverage lines (§3, §6); `enabled` waits for sign-in. */
export function useVisibilityRules(options: { enabled?: boolean } = {}) {
  return useQuery({ ...visibilityRulesQueryOptions(useApi()), enabled: options.enabled ?? true });
}

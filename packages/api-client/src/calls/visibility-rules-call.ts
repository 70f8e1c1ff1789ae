// §7 visibility rules of the member's coverage lines, without TanStack Query, so the shell can start the call
// before the first render (a reload of /benefits) without the query library; get-visibility-rules.ts adds the
// query options and hook.
import type { VisibilityRulesResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toCoverageRules, type CoverageRules } from '../mapping/visibility-rules.ts';

/** Its query's key: the shell puts the answer of a call it started early there (query/QueryLayer.tsx). */
export const visibilityRulesQueryKey = (subsidiary: string) => ['visibilityRules', subsidiary] as const;

export async function getVisibilityRules({ client, subsidiary }: ApiContextValue): Promise<CoverageRules[]> {
  const route = callRoutes.getVisibilityRules;
  const wire = await client.request<VisibilityRulesResponse>(route.method, callPath(route.path, { subsidiary }));
  return toCoverageRules(wire);
}

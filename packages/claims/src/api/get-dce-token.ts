// §7 members/token/dce: the estimator's token for the member's dental plan
// (T-GR-PPO-CD). It stays in memory (the query cache), never in the URL or
// the browser's storage, and counts as stale a minute before it expires (§4
// treats tokens the same way), so a call never goes out with a dying token.
import { getDceToken, type ApiContextValue } from '@portal/api-client';
import { tokenExpirySkewSeconds } from '@portal/core';
import { queryOptions } from '@tanstack/react-query';

export function dceTokenQueryOptions(api: ApiContextValue, ppoCode: string) {
  return queryOptions({
    queryKey: ['dceToken', api.subsidiary, ppoCode],
    queryFn: () => getDceToken(api, ppoCode),
    staleTime: (query) => Math.max(0, ((query.state.data?.expiresInSeconds ?? 0) - tokenExpirySkewSeconds) * 1000),
  });
}

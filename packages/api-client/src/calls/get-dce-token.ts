import type { DceTokenResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toDceToken, type DceToken } from '../mapping/dce-token.ts';

/** A dental cost estimator token for a coverage line's group PPO code (Coverage.groupPpoCode). */
export async function getDceToken({ client, subsidiary }: ApiContextValue, ppoCode: string): Promise<DceToken> {
  const route = callRoutes.getDceToken;
  const wire = await client.request<DceTokenResponse>(route.method, callPath(route.path, { subsidiary }), { query: { ppoCode } });
  return toDceToken(wire);
}

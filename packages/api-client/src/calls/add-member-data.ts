import type { AddMemberDataResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { asAccountCall } from '../mapping/account-call-failure.ts';
import { toMemberConnected, type MemberConnected } from '../mapping/self-service.ts';

/**
 * Connects the member a registration verified (steps 1–2, by its
 * referenceId) to the signed-in account; calling it again is harmless.
 * Fails as 'notFound'/'expired' (no such verified registration) or
 * 'memberHasAccount' (the member belongs to another account).
 */
export function addMemberData({ client, subsidiary }: ApiContextValue, referenceId: string): Promise<MemberConnected> {
  const route = callRoutes.addMemberData;
  return asAccountCall('addMemberData', async () =>
    toMemberConnected(await client.request<AddMemberDataResponse>(route.method, callPath(route.path, { subsidiary, value: referenceId }))),
  );
}

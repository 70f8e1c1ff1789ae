import type { PasskeyList } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toMemberPasskey, type MemberPasskey } from '../mapping/passkeys.ts';

/** Profile: the signed-in account's passkeys, oldest first. */
export async function getPasskeys({ client, subsidiary }: ApiContextValue): Promise<MemberPasskey[]> {
  const route = callRoutes.getPasskeys;
  const answer = await client.request<Omit<PasskeyList, 'status'>>(route.method, callPath(route.path, { subsidiary }));
  return answer.data.map(toMemberPasskey);
}

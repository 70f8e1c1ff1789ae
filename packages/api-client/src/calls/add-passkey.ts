import type { AddPasskeyResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toAddPasskeyRequest, toMemberPasskey, type AddPasskeyInput, type MemberPasskey } from '../mapping/passkeys.ts';

/** Profile: stores the passkey the browser just made. A 400 (not verified, already added) carries a message to show. */
export async function addPasskey({ client, subsidiary }: ApiContextValue, input: AddPasskeyInput): Promise<MemberPasskey> {
  const route = callRoutes.addPasskey;
  const answer = await client.request<Omit<AddPasskeyResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: toAddPasskeyRequest(input) });
  return toMemberPasskey(answer.data);
}

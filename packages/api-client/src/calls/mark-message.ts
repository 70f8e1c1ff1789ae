import type { MarkMessageRequest, MarkMessageResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toMessageMarked, type MessageMarked } from '../mapping/messages.ts';

/** Marks one of the member's messages read or unread; answers the new unread count (404: not the member's). */
export async function markMessage(
  { client, subsidiary }: ApiContextValue,
  { messageId, read }: { messageId: string; read: boolean },
): Promise<MessageMarked> {
  const route = callRoutes.markMessage;
  const body: MarkMessageRequest = { read };
  return toMessageMarked(await client.request<MarkMessageResponse>(route.method, callPath(route.path, { subsidiary, messageId }), { body }));
}

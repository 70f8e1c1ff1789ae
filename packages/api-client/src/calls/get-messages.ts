import type { MessagesResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toMessageInbox, type MessageInbox } from '../mapping/messages.ts';

/** The signed-in member's messages, newest first, with the unread count. */
export async function getMessages({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<MessageInbox> {
  const route = callRoutes.getMessages;
  return toMessageInbox(await client.request<MessagesResponse>(route.method, callPath(route.path, { subsidiary }), { signal }));
}

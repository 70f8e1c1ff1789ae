import { markMessage, useApi, type MemberMessage, type MessageInbox } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesQueryOptions } from './get-messages.ts';

export interface MarkMessageInput {
  message: MemberMessage;
  read: boolean;
}

/**
 * Marks a message read or unread. The answer's unread count and the
 * message's new state go straight into the inbox cache, so the list and the
 * header badge change together without asking for the list again.
 */
export function useMarkMessage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { queryKey } = messagesQueryOptions(api);
  return useMutation({
    mutationFn: ({ message, read }: MarkMessageInput) => markMessage(api, { messageId: message.id, read }),
    onSuccess: ({ unread }, { message, read }) => {
      queryClient.setQueryData<MessageInbox>(queryKey, (inbox) =>
        inbox
          ? { unread, messages: inbox.messages.map((candidate) => (candidate.id === message.id ? { ...candidate, read } : candidate)) }
          : inbox,
      );
    },
  });
}

import { getMessages, useApi, type ApiContextValue, type MessageInbox } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The member's inbox; one cache entry per site, shared by the page and the header link. */
export function messagesQueryOptions(api: ApiContextValue) {
  return queryOptions<MessageInbox>({
    queryKey: ['messages', api.subsidiary],
    queryFn: ({ signal }) => getMessages(api, signal),
  });
}

/**
 * The message centre's messages, newest first, and the unread count. Only
 * asked for when someone can read them (`enabled`): a member, or customer
 * service acting on one — signed out, the call would answer 401.
 */
export function useMessages({ enabled }: { enabled: boolean }) {
  return useQuery({ ...messagesQueryOptions(useApi()), enabled });
}

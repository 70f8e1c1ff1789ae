// §7 chat availability: GET accepting XML; any failure or a missing
// chatAllowed element is "closed" and logged — never an error on screen.
import { callPath, callRoutes } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { isHttpError } from '../http/http-error.ts';
import { chatAllowedInXml } from '../mapping/chat-availability.ts';

export async function getChatAvailability({ client, subsidiary }: ApiContextValue): Promise<boolean> {
  const route = callRoutes.getChatAvailability;
  try {
    const xml = await client.requestText(route.method, callPath(route.path, { subsidiary }), { accept: 'application/xml' });
    const allowed = chatAllowedInXml(xml);
    if (allowed === undefined) console.warn('Chat availability: the answer has no chatAllowed element; chat stays closed.');
    return allowed ?? false;
  } catch (error) {
    // Only the status or the error's kind: nothing about the member.
    const reason = isHttpError(error) ? `status ${error.status}` : error instanceof Error ? error.name : 'unknown error';
    console.warn(`Chat availability: the call failed (${reason}); chat stays closed.`);
    return false;
  }
}

export function chatAvailabilityQueryOptions(api: ApiContextValue) {
  return queryOptions({ queryKey: ['chatAvailability', api.subsidiary], queryFn: () => getChatAvailability(api), staleTime: 60_000 });
}

/** Whether the support chat is open now (§2 chat button, with Config.memberChat). */
export function useChatAvailability(options: { enabled?: boolean } = {}) {
  return useQuery({ ...chatAvailabilityQueryOptions(useApi()), enabled: options.enabled ?? true });
}

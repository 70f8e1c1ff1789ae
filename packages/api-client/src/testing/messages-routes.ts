// Mock routes of the message centre for createMockHttpClient: the messages
// kept in memory, so marking one read or unread changes what getMessages
// answers and the unread count; an id that is not the member's is 404, as
// the server. Chosen calls answer any status instead.
import type { MarkMessageRequest, MemberMessage } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { callSamples } from '@portal/contract/samples';
import type { Partner } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

export type MessagesCallId = 'getMessages' | 'markMessage';

export const mockMessageTexts = {
  unavailable: 'Something went wrong. Please try again later.',
} as const;

/** The mock's messages, newest first: the contract's two and a read paperless notice (two unread in all). */
export const mockMemberMessages: readonly MemberMessage[] = [
  {
    id: '13', kind: 'paperlessDocumentReady', sentAt: '2026-11-21T07:30:00.000Z', read: false,
    params: { documentName: 'Explanation of benefits' },
  },
  ...callSamples.getMessages.response.messages,
  { id: '9', kind: 'paperlessChanged', sentAt: '2026-10-15T12:00:00.000Z', read: true, params: {} },
];

export interface MockMessagesOptions {
  subsidiary?: Partner;
  /** The member's messages, newest first (default mockMemberMessages; [] for the empty state). */
  messages?: readonly MemberMessage[];
  /** Calls that answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: Partial<Record<MessagesCallId, number>>;
}

export function mockMessagesRoutes(options: MockMessagesOptions = {}): MockRoutes {
  const subsidiary = options.subsidiary ?? 'alic';
  const messages = (options.messages ?? mockMemberMessages).map((message) => ({ ...message, params: { ...message.params } }));
  const unread = () => messages.filter((message) => !message.read).length;
  const failure = (callId: MessagesCallId) => {
    const status = options.failWith?.[callId];
    return status === undefined ? undefined : mockErrorAnswer(status, mockMessageTexts.unavailable);
  };

  const routes: MockRoutes = {
    [`GET ${callPath(callRoutes.getMessages.path, { subsidiary })}`]: () =>
      failure('getMessages') ?? { status: 'SUCCESS', messages: messages.map((message) => ({ ...message })), unread: unread() },
  };
  for (const message of messages) {
    routes[`PUT ${callPath(callRoutes.markMessage.path, { subsidiary, messageId: message.id })}`] = (request: MockRequest) => {
      const failed = failure('markMessage');
      if (failed) return failed;
      message.read = (request.options.body as MarkMessageRequest).read;
      return { status: 'SUCCESS', unread: unread() };
    };
  }
  // Any other id is the mock client's 404 (no route), as the server's for a message that is not the member's.
  return routes;
}

import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { staffCallFailure } from '../mapping/staff-call-failure.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockAccessLogRoutes, mockAccountActivity } from '../testing/access-log-routes.ts';
import { mockMessagesRoutes } from '../testing/messages-routes.ts';
import type { MockRoutes } from '../testing/mock-routes.ts';
import { getAccessLog } from './get-access-log.ts';
import { getMessages } from './get-messages.ts';
import { markMessage } from './mark-message.ts';

function setUp(routes: MockRoutes) {
  const client = createMockHttpClient(routes);
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  return { client, api };
}

describe('getAccessLog (GET /api/alic/members/accessLog)', () => {
  it("answers a customer-service visit with the representative's name and the areas viewed and changed", async () => {
    const { api, client } = setUp(mockAccessLogRoutes());
    const page = await getAccessLog(api);
    expect(client.calls).toEqual(['GET /api/alic/members/accessLog']);
    expect(page.entries[0]).toStrictEqual({
      id: 'v-7f3a',
      kind: 'customerServiceVisit',
      at: '2026-11-20T15:02:11.000Z',
      until: '2026-11-20T15:09:40.000Z',
      actor: { kind: 'customerService', name: 'Jordan Lee' },
      viewed: ['policies', 'claims'],
      changed: [],
    });
    expect(page.entries[1]).toStrictEqual({
      id: 'e-1042',
      kind: 'signIn',
      at: '2026-11-19T13:45:00.000Z',
      actor: { kind: 'member' },
      method: 'password',
      viewed: [],
      changed: [],
    });
  });

  it('pages with the cursor of the previous page until the last page, which has none', async () => {
    const { api, client } = setUp(mockAccessLogRoutes());
    const first = await getAccessLog(api, { limit: 5 });
    expect(first.entries).toHaveLength(5);
    expect(first.nextCursor).toBe(first.entries[4]!.id);
    const second = await getAccessLog(api, { limit: 5, before: first.nextCursor });
    expect(client.requests[1]!.options.query).toStrictEqual({ before: first.nextCursor, limit: 5 });
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(mockAccountActivity.map((entry) => entry.id));
    expect(second.nextCursor).toBeUndefined();
  });
});

describe('getMessages and markMessage (members/messages)', () => {
  it('answers the messages newest first with their wording parameters and the unread count', async () => {
    const { api } = setUp(mockMessagesRoutes());
    const inbox = await getMessages(api);
    expect(inbox.unread).toBe(2);
    expect(inbox.messages.map((message) => message.id)).toEqual(['13', '12', '11', '9']);
    expect(inbox.messages[1]).toStrictEqual({
      id: '12',
      kind: 'claimProcessed',
      sentAt: '2026-11-18T09:00:00.000Z',
      read: false,
      params: { claimNumber: '25071000123', patientName: 'Maria Martinez', serviceDate: '2025-07-10' },
    });
  });

  it('marks a message read with PUT and answers the new unread count, which the next getMessages shows', async () => {
    const { api, client } = setUp(mockMessagesRoutes());
    expect(await markMessage(api, { messageId: '12', read: true })).toStrictEqual({ unread: 1 });
    expect(client.requests[0]).toMatchObject({ key: 'PUT /api/alic/members/messages/12', options: { body: { read: true } } });
    const inbox = await getMessages(api);
    expect(inbox.unread).toBe(1);
    expect(inbox.messages.find((message) => message.id === '12')?.read).toBe(true);
    expect(await markMessage(api, { messageId: '12', read: false })).toStrictEqual({ unread: 2 });
  });

  it("fails as 'notFound' for a message that is not the member's and 'unknown' for a server error", async () => {
    const failure = (call: Promise<unknown>) => call.then(() => undefined).catch((error: unknown) => staffCallFailure(error));
    expect(await failure(markMessage(setUp(mockMessagesRoutes()).api, { messageId: '999', read: true }))).toMatchObject({ kind: 'notFound' });
    expect(await failure(getMessages(setUp(mockMessagesRoutes({ failWith: { getMessages: 500 } })).api))).toMatchObject({ kind: 'unknown' });
  });
});

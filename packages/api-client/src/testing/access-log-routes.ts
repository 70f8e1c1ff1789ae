// Mock route of the member's Account activity for createMockHttpClient: the
// contract's sample entries and a few more, newest first, paged by the
// `before` cursor (the id of the last entry of the previous page) and
// `limit`, as the server. Any status instead for an error state.
import type { AccessLogResponse, AccountActivityEntry } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { callSamples } from '@portal/contract/samples';
import type { Partner } from '@portal/core';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

/** The mock's activity, newest first: a customer-service visit, sign-ins, a failed one, account changes. */
export const mockAccountActivity: readonly AccountActivityEntry[] = [
  ...callSamples.getAccessLog.response.entries,
  { id: 'e-1030', kind: 'signInFailed', at: '2026-11-19T13:44:10.000Z', actor: { kind: 'member' } },
  {
    id: 'v-6c21', kind: 'customerServiceVisit', at: '2026-11-12T10:15:00.000Z', until: '2026-11-12T10:21:30.000Z',
    actor: { kind: 'customerService', name: 'alic.csr@example.com' }, viewed: ['profile', 'paperless'], changed: ['paperless'],
  },
  { id: 'e-0988', kind: 'paperlessChanged', at: '2026-11-12T10:20:05.000Z', actor: { kind: 'customerService', name: 'alic.csr@example.com' } },
  { id: 'e-0951', kind: 'secondFactorChanged', at: '2026-11-05T19:02:00.000Z', actor: { kind: 'member' } },
  { id: 'e-0920', kind: 'passwordChanged', at: '2026-11-02T18:30:00.000Z', actor: { kind: 'member' } },
  { id: 'e-0911', kind: 'signIn', at: '2026-11-02T18:25:00.000Z', actor: { kind: 'member' }, method: 'passkey' },
  { id: 'e-0870', kind: 'emailChanged', at: '2026-10-28T08:12:00.000Z', actor: { kind: 'member' } },
];

export interface MockAccessLogOptions {
  subsidiary?: Partner;
  /** The entries, newest first (default mockAccountActivity; [] for the empty state). */
  entries?: readonly AccountActivityEntry[];
  /** Answer this HTTP status instead (e.g. 500 for an error state). */
  failWith?: number;
}

/** The page the server answers for `before` and `limit` (default 20). */
export function mockAccessLogPage(entries: readonly AccountActivityEntry[], before?: string, limit = 20): AccessLogResponse {
  const start = before === undefined ? 0 : entries.findIndex((entry) => entry.id === before) + 1;
  const page = entries.slice(start, start + limit);
  const more = start + limit < entries.length;
  return { status: 'SUCCESS', entries: page, ...(more ? { nextCursor: page.at(-1)!.id } : {}) };
}

export function mockAccessLogRoutes(options: MockAccessLogOptions = {}): MockRoutes {
  const route = callRoutes.getAccessLog;
  const entries = options.entries ?? mockAccountActivity;
  return {
    [`${route.method} ${callPath(route.path, { subsidiary: options.subsidiary ?? 'alic' })}`]: (request: MockRequest) => {
      if (options.failWith !== undefined) return mockErrorAnswer(options.failWith, 'Something went wrong. Please try again later.');
      const { before, limit } = request.options.query ?? {};
      return mockAccessLogPage(entries, before === undefined ? undefined : String(before), limit === undefined ? undefined : Number(limit));
    },
  };
}

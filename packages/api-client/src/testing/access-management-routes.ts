// Mock routes of access management for createMockHttpClient, with the
// server's rules: the staff accounts kept in memory (grant by email: 404 no
// such account, 409 a member's account; revoke: 409 the signed-in admin's
// own account), a member's audit events paged by `before`/`limit`, and the
// CSV export as a file (400 for a range over 366 days). Chosen calls answer
// any status instead.
import type { AuditEvent, GrantCsrRoleRequest, StaffAccount } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import { callSamples } from '@portal/contract/samples';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

export type AccessManagementCallId = 'getStaffAccounts' | 'grantCsrRole' | 'revokeCsrRole' | 'getMemberAuditEvents' | 'exportAuditEvents';

/** The server's English texts of the access-management refusals. */
export const mockAccessManagementMessages = {
  noAccount: 'No account has this email address.',
  memberAccount: 'This account belongs to a member. Members cannot be given the customer service role.',
  ownAccount: 'You cannot revoke your own customer service role.',
  rangeTooLong: 'Choose at most 366 days.',
  unavailable: 'Something went wrong. Please try again later.',
} as const;

/** The signed-in admin's account in the mock (alic.admin). */
export const mockAdminAccount: StaffAccount = {
  accountId: 'admin-alic-1', email: 'alic.admin@example.com', name: 'Sam Rivera', csr: true, admin: true, lastSignInAt: '2026-11-25T08:01:00.000Z',
};

/** Staff accounts: the contract's CSR, the admin, a former CSR and a staff account never signed in. */
export const mockStaffAccounts: readonly StaffAccount[] = [
  ...callSamples.getStaffAccounts.response.accounts,
  mockAdminAccount,
  { accountId: 'staff-4', email: 'former.csr@example.com', name: 'Pat Quinn', csr: false, admin: false, lastSignInAt: '2026-09-30T16:40:00.000Z' },
  { accountId: 'staff-7', email: 'new.csr@example.com', name: '', csr: false, admin: false },
];

/** An account that belongs to a member (grant answers 409). */
export const mockMemberAccountEmail = 'maria.martinez@example.com';

/** The member whose audit events the mock answers (the CSR search's memberKey). */
export const mockAuditMemberKey = '900000001';

const [sampleEvent] = callSamples.getMemberAuditEvents.response.events;

/** The member's audit events, newest first: a CSR's visit, the member's sign-in and a failed one. */
export const mockMemberAuditEvents: readonly AuditEvent[] = [
  { ...sampleEvent!, id: '1043', at: '2026-11-20T15:03:02.000Z', action: 'getMemberDocuments', resource: '10-123456-1-7654321' },
  sampleEvent!,
  {
    id: '1041', at: '2026-11-20T15:01:58.000Z', actorKind: 'csr', actorId: 'csr-alic-1', actorName: 'alic.csr@example.com',
    memberKey: mockAuditMemberKey, action: 'csr.actOnMember', outcome: 'success', clientAddress: '203.0.113.7',
  },
  {
    id: '1002', at: '2026-11-19T13:45:00.000Z', actorKind: 'member', actorId: 'acct-2201', memberKey: mockAuditMemberKey,
    action: 'signIn.password', outcome: 'success', clientAddress: '198.51.100.23',
  },
  {
    id: '1001', at: '2026-11-19T13:44:10.000Z', actorKind: 'member', actorId: 'acct-2201', memberKey: mockAuditMemberKey,
    action: 'signIn.failed', outcome: 'failure', clientAddress: '198.51.100.23',
  },
];

/** The CSV of the export: the contract's header line and the mock events. */
export function mockAuditCsv(events: readonly AuditEvent[] = mockMemberAuditEvents): string {
  const rows = events.map((event) =>
    [
      event.id, event.at, event.actorKind, event.actorId ?? '', event.actorName ?? '', event.memberKey ?? '',
      event.action, event.resource ?? '', event.outcome, event.statusCode ?? '', event.clientAddress ?? '',
    ].join(','),
  );
  return [callSamples.exportAuditEvents.response.trimEnd(), ...rows].join('\r\n') + '\r\n';
}

export interface MockAccessManagementOptions {
  /** The staff accounts at first (default mockStaffAccounts). */
  staff?: readonly StaffAccount[];
  /** The signed-in admin's account id (default mockAdminAccount's): revoking it answers 409. */
  adminAccountId?: string;
  /** Emails of member accounts: grant answers 409 (default mockMemberAccountEmail). */
  memberAccountEmails?: readonly string[];
  /** Audit events by memberKey, newest first (default: mockMemberAuditEvents for mockAuditMemberKey). */
  auditEvents?: Readonly<Record<string, readonly AuditEvent[]>>;
  /** Calls that answer this HTTP status instead (e.g. 403 not an admin, 500 an error state). */
  failWith?: Partial<Record<AccessManagementCallId, number>>;
}

const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

function auditPage(events: readonly AuditEvent[], before: string | undefined, limit: number) {
  const start = before === undefined ? 0 : events.findIndex((event) => event.id === before) + 1;
  const page = events.slice(start, start + limit);
  return { status: 'SUCCESS', events: page, ...(start + limit < events.length ? { nextCursor: page.at(-1)!.id } : {}) };
}

/** Routes of the five access-management calls on alic, sharing one list of staff accounts. */
export function mockAccessManagementRoutes(options: MockAccessManagementOptions = {}): MockRoutes {
  const subsidiary = 'alic';
  const staff = (options.staff ?? mockStaffAccounts).map((account) => ({ ...account }));
  const adminAccountId = options.adminAccountId ?? mockAdminAccount.accountId;
  const memberEmails = new Set((options.memberAccountEmails ?? [mockMemberAccountEmail]).map((email) => email.toLowerCase()));
  const auditEvents = options.auditEvents ?? { [mockAuditMemberKey]: mockMemberAuditEvents };
  const key = (route: { method: string; path: string }, params: Record<string, string> = {}) =>
    `${route.method} ${callPath(route.path, { subsidiary, ...params })}`;
  const guarded = (callId: AccessManagementCallId, answer: (request: MockRequest) => unknown) => (request: MockRequest) => {
    const status = options.failWith?.[callId];
    return status === undefined ? answer(request) : mockErrorAnswer(status, mockAccessManagementMessages.unavailable);
  };

  const routes: MockRoutes = {
    [key(callRoutes.getStaffAccounts)]: guarded('getStaffAccounts', () => ({ status: 'SUCCESS', accounts: staff.map((account) => ({ ...account })) })),

    [key(callRoutes.grantCsrRole)]: guarded('grantCsrRole', (request) => {
      const email = (request.options.body as GrantCsrRoleRequest).email.trim().toLowerCase();
      if (memberEmails.has(email)) return mockErrorAnswer(409, mockAccessManagementMessages.memberAccount);
      const account = staff.find((candidate) => candidate.email.toLowerCase() === email);
      if (!account) return mockErrorAnswer(404, mockAccessManagementMessages.noAccount);
      account.csr = true;
      return { status: 'SUCCESS', account: { ...account } };
    }),

    [key(callRoutes.exportAuditEvents)]: guarded('exportAuditEvents', (request) => {
      const { from, to } = (request.options.query ?? {}) as { from: string; to: string };
      const days = daysBetween(from, to);
      if (!(days >= 0 && days <= 366)) return mockErrorAnswer(400, mockAccessManagementMessages.rangeTooLong);
      const csv = mockAuditCsv(Object.values(auditEvents).flat());
      return { file: { blob: new Blob([csv], { type: 'text/csv' }), fileName: `audit-events-${from}-${to}.csv` } };
    }),
  };
  for (const account of staff) {
    routes[key(callRoutes.revokeCsrRole, { accountId: account.accountId })] = guarded('revokeCsrRole', () => {
      if (account.accountId === adminAccountId) return mockErrorAnswer(409, mockAccessManagementMessages.ownAccount);
      account.csr = false;
      return { status: 'SUCCESS', account: { ...account } };
    });
  }
  for (const [memberKey, events] of Object.entries(auditEvents)) {
    routes[key(callRoutes.getMemberAuditEvents, { memberKey })] = guarded('getMemberAuditEvents', (request) => {
      const { before, limit } = request.options.query ?? {};
      return auditPage(events, before === undefined ? undefined : String(before), limit === undefined ? 50 : Number(limit));
    });
  }
  // Other account ids and memberKeys are the mock client's 404, as the server's.
  return routes;
}

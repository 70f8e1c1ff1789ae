import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { grantCsrRoleFailure, revokeCsrRoleFailure, staffCallFailure } from '../mapping/staff-call-failure.ts';
import { createMockHttpClient } from '../testing.ts';
import {
  mockAccessManagementMessages,
  mockAccessManagementRoutes,
  mockAdminAccount,
  mockAuditMemberKey,
  mockMemberAccountEmail,
  type MockAccessManagementOptions,
} from '../testing/access-management-routes.ts';
import { exportAuditEvents } from './export-audit-events.ts';
import { getMemberAuditEvents } from './get-member-audit-events.ts';
import { getStaffAccounts } from './get-staff-accounts.ts';
import { grantCsrRole } from './grant-csr-role.ts';
import { revokeCsrRole } from './revoke-csr-role.ts';

function setUp(options: MockAccessManagementOptions = {}) {
  const client = createMockHttpClient(mockAccessManagementRoutes(options));
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  return { client, api };
}

const errorOf = (call: Promise<unknown>) => call.then(() => undefined).catch((error: unknown) => error);

describe('staff accounts and the CSR role (admin/staff)', () => {
  it('lists the staff accounts with their roles; a never-signed-in account has a null last sign-in', async () => {
    const { api, client } = setUp();
    const accounts = await getStaffAccounts(api);
    expect(client.calls).toEqual(['GET /api/alic/admin/staff']);
    expect(accounts[0]).toStrictEqual({
      accountId: 'csr-alic-1',
      email: 'alic.csr@example.com',
      name: 'Jordan Lee',
      csr: true,
      admin: false,
      lastSignInAt: '2026-11-20T14:58:00.000Z',
    });
    expect(accounts.find((account) => account.accountId === 'staff-7')?.lastSignInAt).toBeNull();
  });

  it('grants the role by email (trimmed) and revokes it by account id; the list follows', async () => {
    const { api, client } = setUp();
    expect(await grantCsrRole(api, { email: ' new.csr@example.com ' })).toMatchObject({ accountId: 'staff-7', csr: true });
    expect(client.requests[0]).toMatchObject({ key: 'POST /api/alic/admin/staff/csr', options: { body: { email: 'new.csr@example.com' } } });
    expect((await getStaffAccounts(api)).find((account) => account.accountId === 'staff-7')?.csr).toBe(true);
    expect(await revokeCsrRole(api, { accountId: 'staff-7' })).toMatchObject({ accountId: 'staff-7', csr: false });
    expect(client.calls.at(-1)).toBe('DELETE /api/alic/admin/staff/staff-7/csr');
  });

  it("a grant fails as 'notFound' for an unknown email and 'memberAccount' for a member's account", async () => {
    const { api } = setUp();
    expect(grantCsrRoleFailure(await errorOf(grantCsrRole(api, { email: 'nobody@example.com' })))).toStrictEqual({
      kind: 'notFound',
      message: mockAccessManagementMessages.noAccount,
    });
    expect(grantCsrRoleFailure(await errorOf(grantCsrRole(api, { email: mockMemberAccountEmail })))).toStrictEqual({
      kind: 'memberAccount',
      message: mockAccessManagementMessages.memberAccount,
    });
  });

  it("a revoke of the admin's own account fails as 'ownAccount'; a 403 (not an admin) as 'forbidden'", async () => {
    const { api } = setUp();
    expect(revokeCsrRoleFailure(await errorOf(revokeCsrRole(api, { accountId: mockAdminAccount.accountId })))).toMatchObject({ kind: 'ownAccount' });
    const notAdmin = setUp({ failWith: { getStaffAccounts: 403 } });
    expect(staffCallFailure(await errorOf(getStaffAccounts(notAdmin.api)))).toMatchObject({ kind: 'forbidden' });
  });
});

describe('getMemberAuditEvents (admin/members/:memberKey/auditEvents)', () => {
  it('answers the raw events with absent fields as null, paged by the cursor', async () => {
    const { api, client } = setUp();
    const first = await getMemberAuditEvents(api, { memberKey: mockAuditMemberKey, limit: 2 });
    expect(client.requests[0]).toMatchObject({ key: `GET /api/alic/admin/members/${mockAuditMemberKey}/auditEvents`, options: { query: { limit: 2 } } });
    expect(first.events[1]).toStrictEqual({
      id: '1042',
      at: '2026-11-20T15:02:11.000Z',
      actorKind: 'csr',
      actorId: 'csr-alic-1',
      actorName: 'alic.csr@example.com',
      memberKey: '900000001',
      action: 'getClaims',
      resource: '10-123456-1-7654321',
      outcome: 'success',
      statusCode: 200,
      clientAddress: '203.0.113.7',
    });
    const rest = await getMemberAuditEvents(api, { memberKey: mockAuditMemberKey, before: first.nextCursor, limit: 10 });
    expect(rest.events.map((event) => event.id)).toEqual(['1041', '1002', '1001']);
    expect(rest.events.find((event) => event.id === '1002')).toMatchObject({ actorName: null, resource: null, statusCode: null });
    expect(rest.nextCursor).toBeUndefined();
  });
});

describe('exportAuditEvents (admin/auditEvents.csv)', () => {
  it('downloads the CSV of the range as a file, asking for text/csv with from and to in the query', async () => {
    const { api, client } = setUp();
    const file = await exportAuditEvents(api, { from: '2026-11-01', to: '2026-11-30' });
    expect(file.fileName).toBe('audit-events-2026-11-01-2026-11-30.csv');
    expect((await file.blob.text()).split('\r\n')[0]).toBe('id,at,actor_kind,actor_id,actor_name,member_key,action,resource,outcome,status_code,client_address');
    expect(client.requests[0]).toMatchObject({
      key: 'GET /api/alic/admin/auditEvents.csv',
      options: { query: { from: '2026-11-01', to: '2026-11-30' }, accept: 'text/csv, application/json' },
    });
  });

  it('names the file audit-events-<from>-<to>.csv when the answer names none', async () => {
    const client = createMockHttpClient({ 'GET /api/alic/admin/auditEvents.csv': 'id,at\r\n' });
    const file = await exportAuditEvents({ client, subsidiary: 'alic' }, { from: '2026-10-01', to: '2026-10-31' });
    expect(file.fileName).toBe('audit-events-2026-10-01-2026-10-31.csv');
  });

  it("fails as 'invalid' with the server message for a range over 366 days", async () => {
    const { api } = setUp();
    expect(staffCallFailure(await errorOf(exportAuditEvents(api, { from: '2025-01-01', to: '2026-11-30' })))).toStrictEqual({
      kind: 'invalid',
      message: mockAccessManagementMessages.rangeTooLong,
    });
  });
});

// The access-management calls: an admin on ALIC lists
// staff accounts, grants and revokes the CSR role (audited with the change),
// reads one member's audit events and exports a date range as CSV; a CSR
// without the admin role is refused (403), and the other sites have no such
// calls (404).
import {
  exportAuditEvents, getMemberAuditEvents, getStaffAccounts, grantCsrRole, revokeCsrRole,
  type AuditEventsResponse, type StaffAccountResponse, type StaffAccountsResponse,
} from '@portal/contract';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { bearerOf, demo, demoSpdc } from '../../../test/support/demo-members.ts';
import { accessManagementMessages } from './messages.ts';

const adminSubject = 'demo-alic-admin';

describeApp('access management (admin)', (testApp) => {
  const bearer = bearerOf(testApp);
  const staffToken = async (roles: string[], subject = adminSubject, partner: 'alic' | 'rsl' = 'alic') =>
    `Bearer ${await signTestAccessToken(testApp.db(), testApp.config(), { partner, subject, roles })}`;
  const asAdmin = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app().inject({ method, url, headers: { authorization: await staffToken(['csr', 'admin']) }, ...(payload ? { payload } : {}) });
  const rolesOf = async (id: string) => (await testApp.db().query<{ roles: string[] }>('SELECT roles FROM accounts WHERE id = $1', [id]))[0]?.roles;
  const eventsOf = async (resource: string) =>
    testApp.db().query<{ action: string; actorKind: string; actorId: string }>(
      'SELECT action, actor_kind AS "actorKind", actor_id AS "actorId" FROM audit_events WHERE resource = $1 ORDER BY id',
      [resource],
    );

  it('registers the five calls at the contract paths', () => {
    for (const call of [getStaffAccounts, grantCsrRole, revokeCsrRole, getMemberAuditEvents, exportAuditEvents]) {
      expect(testApp.app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it('lists the ALIC accounts holding csr or admin, and no member account', async () => {
    const response = await asAdmin('GET', '/api/alic/admin/staff');
    expect(response.statusCode).toBe(200);
    const { accounts } = response.json<StaffAccountsResponse>();
    expect(accounts).toContainEqual(expect.objectContaining({ accountId: 'demo-alic-csr', email: 'alic.csr@example.com', csr: true, admin: false }));
    expect(accounts.map((account) => account.email)).not.toContain('alic.member@example.com');
    expect(accounts.every((account) => account.csr || account.admin)).toBe(true);
  });

  it('grants the CSR role to a staff account by email and revokes it, each audited once with the change', async () => {
    await testApp.db().query(
      "INSERT INTO accounts (id, partner, email, password_hash, roles, member_id) VALUES ('staff-new', 'alic', 'new.csr@example.com', 'x', '{}', NULL)",
    );
    const granted = await asAdmin('POST', '/api/alic/admin/staff/csr', { email: 'New.CSR@example.com' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<StaffAccountResponse>().account).toMatchObject({ accountId: 'staff-new', csr: true, admin: false });
    expect(await rolesOf('staff-new')).toEqual(['csr']);
    const staff = (await asAdmin('GET', '/api/alic/admin/staff')).json<StaffAccountsResponse>().accounts;
    expect(staff.map((account) => account.accountId)).toContain('staff-new');

    const revoked = await asAdmin('DELETE', '/api/alic/admin/staff/staff-new/csr');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<StaffAccountResponse>().account.csr).toBe(false);
    expect(await rolesOf('staff-new')).toEqual([]);
    expect(await eventsOf('staff-new')).toEqual([
      { action: 'csr.roleGranted', actorKind: 'admin', actorId: adminSubject },
      { action: 'csr.roleRevoked', actorKind: 'admin', actorId: adminSubject },
    ]);
  });

  it('answers 404 to an unknown email or account, 409 to a member account and to revoking your own role', async () => {
    const unknown = await asAdmin('POST', '/api/alic/admin/staff/csr', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(accessManagementMessages.en.unknownEmail);
    const member = await asAdmin('POST', '/api/alic/admin/staff/csr', { email: 'alic.member@example.com' });
    expect(member.statusCode).toBe(409);
    expect(await rolesOf('demo-alic-member')).toEqual(['member']);
    expect((await asAdmin('DELETE', '/api/alic/admin/staff/nobody-here/csr')).statusCode).toBe(404);
    const own = await asAdmin('DELETE', `/api/alic/admin/staff/${adminSubject}/csr`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(accessManagementMessages.en.ownRole);
  });

  it("gives the admin a member's raw audit events, newest first, paged", async () => {
    const maria = { authorization: await bearer(demo.maria) };
    for (let i = 0; i < 3; i += 1) {
      const response = await testApp.app().inject({ method: 'POST', url: '/api/alic/members/claims', headers: maria, payload: demoSpdc.maria });
      expect(response.statusCode).toBe(200);
    }
    const first = await asAdmin('GET', `/api/alic/admin/members/${demo.maria.memberId}/auditEvents?limit=2`);
    expect(first.statusCode).toBe(200);
    const page = first.json<AuditEventsResponse>();
    expect(page.events).toHaveLength(2);
    expect(page.events[0]).toMatchObject({
      actorKind: 'member', actorId: demo.maria.subject, memberKey: demo.maria.memberId, action: 'getClaims',
      resource: '10-120000-1-9000001', outcome: 'success', statusCode: 200,
    });
    expect(Number(page.events[0]!.id)).toBeGreaterThan(Number(page.events[1]!.id));
    const next = (await asAdmin('GET', `/api/alic/admin/members/${demo.maria.memberId}/auditEvents?limit=2&before=${page.nextCursor!}`)).json<AuditEventsResponse>();
    expect(Number(next.events[0]!.id)).toBeLessThan(Number(page.events[1]!.id));
    expect((await asAdmin('GET', '/api/alic/admin/members/999999999/auditEvents')).statusCode).toBe(404);
  });

  it('exports a date range as a CSV attachment with formula-safe cells, and refuses a range over 366 days', async () => {
    await testApp.db().query(
      "INSERT INTO audit_events (partner, actor_kind, member_id, action, resource, outcome) VALUES ('alic', 'member', '900000001', 'getClaims', '=HYPERLINK(\"x\")', 'success')",
    );
    const today = new Date().toISOString().slice(0, 10);
    const response = await asAdmin('GET', `/api/alic/admin/auditEvents.csv?from=2026-01-01&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="audit-events-2026-01-01-${today}.csv"`);
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('id,at,actor_kind,actor_id,actor_name,member_key,action,resource,outcome,status_code,client_address');
    expect(lines.some((line) => line.includes(',getClaims,10-120000-1-9000001,success,200,'))).toBe(true);
    expect(response.body).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(response.body).not.toMatch(/(^|,)=HYPERLINK/m);

    const tooLong = await asAdmin('GET', '/api/alic/admin/auditEvents.csv?from=2025-01-01&to=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(accessManagementMessages.en.rangeTooLong);
    expect((await asAdmin('GET', '/api/alic/admin/auditEvents.csv?from=2026-02-30&to=2026-03-02')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/alic/admin/auditEvents.csv?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    const full = await asAdmin('GET', '/api/alic/admin/auditEvents.csv?from=2025-01-01&to=2026-01-01');
    expect(full.statusCode).toBe(200);
  });

  it('refuses every admin call to a CSR without the admin role (403) and a member (403), and has none on rsl (404)', async () => {
    const calls: Array<['GET' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', '/admin/staff'],
      ['POST', '/admin/staff/csr', { email: 'alic.csr@example.com' }],
      ['DELETE', '/admin/staff/demo-alic-csr/csr'],
      ['GET', `/admin/members/${demo.maria.memberId}/auditEvents`],
      ['GET', '/admin/auditEvents.csv?from=2026-01-01&to=2026-01-31'],
    ];
    const csr = await staffToken(['csr'], 'demo-alic-csr');
    const member = await bearer(demo.maria);
    const rslAdmin = await staffToken(['csr', 'admin'], 'demo-rsl-csr', 'rsl');
    for (const [method, path, payload] of calls) {
      const send = (subsidiary: string, authorization: string) =>
        testApp.app().inject({ method, url: `/api/${subsidiary}${path}`, headers: { authorization }, ...(payload ? { payload } : {}) });
      expect((await send('alic', csr)).statusCode, `${method} ${path} as a CSR`).toBe(403);
      expect((await send('alic', member)).statusCode, `${method} ${path} as a member`).toBe(403);
      expect((await send('rsl', rslAdmin)).statusCode, `${method} ${path} on rsl`).toBe(404);
    }
    expect(await rolesOf('demo-alic-csr')).toEqual(['csr']);
  });

  it("records each admin call in the audit trail as the admin's", async () => {
    await asAdmin('GET', '/api/alic/admin/staff');
    const [last] = await testApp.db().query<{ action: string; actorKind: string; actorId: string; outcome: string }>(
      `SELECT action, actor_kind AS "actorKind", actor_id AS "actorId", outcome FROM audit_events
        WHERE action = 'getStaffAccounts' ORDER BY id DESC LIMIT 1`,
    );
    expect(last).toEqual({ action: 'getStaffAccounts', actorKind: 'admin', actorId: adminSubject, outcome: 'success' });
  });
});

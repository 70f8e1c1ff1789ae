// GET /api/:subsidiary/members/accessLog: the member sees
// their sign-ins and account changes one by one and each customer-service
// visit as one entry naming the representative and the areas viewed and
// changed; their own reads are not listed; pages follow the cursor.
import { getAccessLog, type AccessLogResponse } from '@portal/contract';
import { expect, it } from 'vitest';
import { createAuditTrail } from '../../audit/audit-trail.ts';
import { actingCsrHeaders } from '../../../test/support/acting-token.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { bearerOf, demo, demoSpdc } from '../../../test/support/demo-members.ts';

describeApp('GET /api/:subsidiary/members/accessLog', (testApp) => {
  const bearer = bearerOf(testApp);
  const maria = demo.maria;
  const call = async (headers: Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app().inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const accessLog = async (headers: Record<string, string>, query = '') => call(headers, 'GET', `/api/alic/members/accessLog${query}`);
  const csrActingFor = (member: { memberId: string }, visitId: string) =>
    actingCsrHeaders(testApp.db(), testApp.config(), {
      csrSubject: 'demo-alic-csr', csrEmail: 'alic.csr@example.com', memberId: member.memberId, visitId,
    });
  const csr = (visitId: string) => csrActingFor(maria, visitId);

  it('is registered at the contract path', () => {
    expect(testApp.app().hasRoute({ method: getAccessLog.method, url: getAccessLog.path })).toBe(true);
  });

  it("lists Maria's sign-ins and paperless change and each CSR visit with its areas, newest first, without her own reads", async () => {
    const own = { authorization: await bearer(maria) };
    // Identity events as the sign-in pages record them.
    const audit = createAuditTrail({ db: testApp.db() });
    await audit.record({ partner: 'alic', actorKind: 'member', actorId: maria.subject, memberId: maria.memberId, action: 'signIn.failed', outcome: 'failure' });
    await audit.record({ partner: 'alic', actorKind: 'member', actorId: maria.subject, memberId: maria.memberId, action: 'signIn.password', outcome: 'success' });
    await audit.close();
    // Her own reads and her paperless change.
    expect((await call(own, 'GET', '/api/alic/members')).statusCode).toBe(200);
    expect((await call(own, 'POST', '/api/alic/members/claims', demoSpdc.maria)).statusCode).toBe(200);
    expect((await call(own, 'POST', '/api/alic/members/edelivery', { ...demoSpdc.maria, action: 'optOut' })).statusCode).toBe(200);
    // Visit 1: the CSR reads her profile and claims and changes paperless; visit 2: contacts.
    const visit1 = await csr('visit-one');
    expect((await call(visit1, 'GET', '/api/alic/members')).statusCode).toBe(200);
    expect((await call(visit1, 'POST', '/api/alic/members/claims', demoSpdc.maria)).statusCode).toBe(200);
    expect((await call(visit1, 'POST', '/api/alic/members/edelivery', { ...demoSpdc.maria, action: 'optIn' })).statusCode).toBe(200);
    const visit2 = await csr('visit-two');
    expect((await call(visit2, 'GET', '/api/alic/members/contacts')).statusCode).toBe(200);

    const response = await accessLog(own);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json<AccessLogResponse>();
    expect(entries.map((entry) => entry.kind)).toEqual(['customerServiceVisit', 'customerServiceVisit', 'paperlessChanged', 'signIn', 'signInFailed']);
    expect(entries[0]).toMatchObject({ actor: { kind: 'customerService', name: 'ALIC Customer Service' }, viewed: ['contacts'], changed: [] });
    expect(entries[1]).toMatchObject({ actor: { kind: 'customerService', name: 'ALIC Customer Service' }, viewed: ['claims', 'profile'], changed: ['paperless'] });
    expect(Date.parse(entries[1]!.until!)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
    expect(entries[2]).toMatchObject({ actor: { kind: 'member' } });
    expect(entries[3]).toMatchObject({ kind: 'signIn', method: 'password', actor: { kind: 'member' } });
  });

  it('names the representative by email when their account has no name', async () => {
    await testApp.db().query("UPDATE accounts SET display_name = '' WHERE id = 'demo-alic-csr'");
    try {
      const { entries } = (await accessLog({ authorization: await bearer(maria) })).json<AccessLogResponse>();
      expect(entries[0]!.actor.name).toBe('alic.csr@example.com');
    } finally {
      await testApp.db().query("UPDATE accounts SET display_name = 'ALIC Customer Service' WHERE id = 'demo-alic-csr'");
    }
  });

  it('pages with the cursor: every entry once, newest first, no cursor on the last page', async () => {
    const own = { authorization: await bearer(maria) };
    const all = (await accessLog(own)).json<AccessLogResponse>().entries.map((entry) => entry.id);
    const paged: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = (await accessLog(own, `?limit=2${cursor ? `&before=${cursor}` : ''}`)).json<AccessLogResponse>();
      paged.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(paged).toEqual(all);
  });

  it("lets a CSR acting for Maria read her log, and shows Peter his own sign-in and visit and none of Maria's entries", async () => {
    // Both members sign in and are visited by the CSR, so each log has
    // entries of both kinds and one that leaked the other's would show them.
    const audit = createAuditTrail({ db: testApp.db() });
    for (const member of [maria, demo.peter]) {
      await audit.record({ partner: 'alic', actorKind: 'member', actorId: member.subject, memberId: member.memberId, action: 'signIn.password', outcome: 'success' });
    }
    await audit.close();
    const forMaria = await csr('visit-three');
    expect((await call(forMaria, 'GET', '/api/alic/members/contacts')).statusCode).toBe(200);
    const forPeter = await csrActingFor(demo.peter, 'visit-for-peter');
    expect((await call(forPeter, 'GET', '/api/alic/members')).statusCode).toBe(200);

    const asCsr = await accessLog(forMaria);
    expect(asCsr.statusCode).toBe(200);
    const mariasVisitAndSignIn = [
      expect.objectContaining({ kind: 'customerServiceVisit', viewed: expect.arrayContaining(['contacts']) }),
      expect.objectContaining({ kind: 'signIn', method: 'password' }),
    ];
    expect(asCsr.json<AccessLogResponse>().entries).toEqual(expect.arrayContaining(mariasVisitAndSignIn));
    const marias = (await accessLog({ authorization: await bearer(maria) })).json<AccessLogResponse>().entries;
    expect(marias).toEqual(expect.arrayContaining(mariasVisitAndSignIn));

    const peters = (await accessLog({ authorization: await bearer(demo.peter) })).json<AccessLogResponse>().entries;
    expect(peters).toEqual([
      expect.objectContaining({ kind: 'customerServiceVisit', actor: { kind: 'customerService', name: 'ALIC Customer Service' }, viewed: ['profile'], changed: [] }),
      expect.objectContaining({ kind: 'signIn', method: 'password', actor: expect.objectContaining({ kind: 'member' }) }),
    ]);
    const mariasIds = new Set(marias.map((entry) => entry.id));
    expect(peters.filter((entry) => mariasIds.has(entry.id))).toEqual([]);
  });

  it('answers 400 to a cursor that is not one, and 403 to a CSR without a member', async () => {
    const own = { authorization: await bearer(maria) };
    expect((await accessLog(own, '?before=zzz')).statusCode).toBe(400);
    const csrOnly = `Bearer ${await signTestAccessToken(testApp.db(), testApp.config(), { partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'] })}`;
    expect((await accessLog({ authorization: csrOnly })).statusCode).toBe(403);
  });
});

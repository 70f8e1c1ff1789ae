// The DHMO primary dentist through the whole app: the assigned dentist, a
// change to an office of the DHMO network accepting new patients from the
// first of next month, one pending at a time, its cancellation, the audit
// trail and the message centre, account activity, a CSR acting, and no one
// else's member.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PrimaryDentistResponse } from '@portal/contract';
import { describeApp } from '../../../test/app-testing.ts';
import { actingCsrHeaders } from '../../../test/support/acting-token.ts';
import { bearerOf, demo } from '../../../test/support/demo-members.ts';
import { demoPrimaryDentistDirectorySize, demoPrimaryDentists } from '../../db/seed/primary-dentists-demo.ts';
import { seedProviders, syntheticProvider, zipPlaces, type SeedProvider } from '../../db/seed/providers.ts';
import { defaultSeed } from '../../db/seed/seed.ts';
import { primaryDentistTexts } from './messages.ts';
import { firstOfNextMonth } from './service.ts';

const url = (partner: string, path = '') => `/api/${partner}/members/primaryDentist${path}`;

describe('firstOfNextMonth', () => {
  it('is the first day of the month after, across a year end and in a short month', () => {
    expect(firstOfNextMonth(new Date('2026-01-31T23:59:59Z'))).toBe('2026-02-01');
    expect(firstOfNextMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2027-01-01');
    expect(firstOfNextMonth(new Date('2028-02-29T12:00:00Z'))).toBe('2028-03-01');
  });
});

describeApp('the DHMO primary dentist', (testApp) => {
  const bearer = bearerOf(testApp);
  let directory: SeedProvider[] = [];
  beforeAll(async () => {
    await seedProviders(testApp.db(), demoPrimaryDentistDirectorySize, defaultSeed);
    const places = [...(await zipPlaces()).values()];
    directory = Array.from({ length: demoPrimaryDentistDirectorySize }, (_, n) => syntheticProvider(defaultSeed, n, places));
  });

  const call = async (method: 'GET' | 'POST' | 'DELETE', who: (typeof demo)[keyof typeof demo], path = '', body?: object, language = 'en') =>
    testApp.app().inject({
      method, url: url(who.partner, path), headers: { authorization: await bearer(who), 'accept-language': language }, ...(body ? { payload: body } : {}),
    });
  const requestChange = (who: (typeof demo)[keyof typeof demo], providerId: string, language = 'en') => call('POST', who, '/change', { providerId }, language);
  const cancel = (who: (typeof demo)[keyof typeof demo], language = 'en') => call('DELETE', who, '/change', undefined, language);

  const dhmo = (p: SeedProvider) => p.networks.includes('DHMO Select Network');
  /** Offices near the member's dentist, the first that fits. */
  const officeWhere = (near: string, fits: (p: SeedProvider) => boolean) => {
    const home = directory.find((p) => p.id === near)!;
    const found = directory
      .filter((p) => p.id !== near && fits(p))
      .sort((a, b) => Math.hypot(a.latitude - home.latitude, a.longitude - home.longitude) - Math.hypot(b.latitude - home.latitude, b.longitude - home.longitude))[0];
    if (!found) throw new Error('the test directory has no such office');
    return found;
  };
  const choosable = (p: SeedProvider) => p.providerType === 'generalDentist' && dhmo(p) && p.acceptingNewPatients;

  const auditOf = async (memberId: string, action: string) =>
    testApp.db().query<{ actorKind: string; actorId: string | null; outcome: string; statusCode: number }>(
      `SELECT actor_kind AS "actorKind", actor_id AS "actorId", outcome, status_code AS "statusCode" FROM audit_events
        WHERE member_id = $1 AND action = $2 ORDER BY id`,
      [memberId, action],
    );
  const messagesOf = async (memberId: string) =>
    testApp.db().query<{ kind: string; params: Record<string, string> }>(
      'SELECT kind, params FROM member_messages WHERE member_id = $1 AND kind LIKE $2 ORDER BY id', [memberId, 'primaryDentist%'],
    );

  it('answers the assigned dentist of each brand’s DHMO member, from the directory', async () => {
    for (const who of [demo.rosa, demo.owenDhmo, demo.aisha]) {
      const response = await call('GET', who);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<PrimaryDentistResponse>();
      const assigned = directory.find((p) => p.id === demoPrimaryDentists[who.memberId]!.providerId)!;
      expect(answer).toMatchObject({
        dhmo: true,
        current: { providerId: assigned.id, name: assigned.name, street: assigned.street, city: assigned.city, zip: assigned.zip, phone: assigned.phone },
        currentSince: '2025-01-01',
        pending: null,
      });
      expect([firstOfNextMonth(new Date(Date.now() - 60_000)), firstOfNextMonth(new Date())]).toContain(answer.nextEffectiveDate);
    }
  });

  it('answers dhmo false, and refuses a change, for a member without a DHMO line', async () => {
    const answer = (await call('GET', demo.maria)).json<PrimaryDentistResponse>();
    expect(answer).toMatchObject({ dhmo: false, current: null, pending: null });
    const anyDhmoDentist = officeWhere(demoPrimaryDentists[demo.rosa.memberId]!.providerId, choosable);
    const refused = await requestChange(demo.maria, anyDhmoDentist.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(primaryDentistTexts.en.notDhmo);
  });

  it('refuses an office outside the DHMO network, one not accepting new patients, a non-dentist and an unknown one, in the member’s language', async () => {
    const near = demoPrimaryDentists[demo.owenDhmo.memberId]!.providerId;
    const outside = officeWhere(near, (p) => p.providerType === 'generalDentist' && !dhmo(p));
    const full = officeWhere(near, (p) => p.providerType === 'generalDentist' && dhmo(p) && !p.acceptingNewPatients);
    const optometrist = officeWhere(near, (p) => p.providerType === 'optometrist');
    const cases: Array<[string, number, keyof (typeof primaryDentistTexts)['en']]> = [
      [outside.id, 400, 'notInNetwork'],
      [full.id, 400, 'notAccepting'],
      [optometrist.id, 400, 'notADentist'],
      ['1999999999', 404, 'officeNotFound'],
      [near, 400, 'alreadyYours'],
    ];
    for (const [providerId, status, text] of cases) {
      for (const language of ['en', 'es'] as const) {
        const response = await requestChange(demo.owenDhmo, providerId, language);
        expect(response.statusCode, `${providerId} ${language}`).toBe(status);
        expect(response.json().message).toBe(primaryDentistTexts[language][text]);
      }
    }
    expect((await requestChange(demo.owenDhmo, 'not-an-id')).statusCode).toBe(400);
    expect((await call('GET', demo.owenDhmo)).json<PrimaryDentistResponse>().pending).toBeNull();
    expect(await messagesOf(demo.owenDhmo.memberId)).toEqual([]);
  });

  it('records a change from the first of next month, one at a time (409), cancels it, and tells the member each time', async () => {
    const current = demoPrimaryDentists[demo.rosa.memberId]!.providerId;
    const chosen = officeWhere(current, choosable);
    const another = officeWhere(current, (p) => choosable(p) && p.id !== chosen.id);
    const before = firstOfNextMonth(new Date());
    const response = await requestChange(demo.rosa, chosen.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<PrimaryDentistResponse>();
    expect(answer.current?.providerId).toBe(current);
    expect(answer.pending?.dentist).toMatchObject({ providerId: chosen.id, name: chosen.name });
    expect([before, firstOfNextMonth(new Date())]).toContain(answer.pending?.effectiveDate);
    expect((await call('GET', demo.rosa)).json<PrimaryDentistResponse>()).toEqual(answer);

    for (const language of ['en', 'es'] as const) {
      const second = await requestChange(demo.rosa, another.id, language);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(primaryDentistTexts[language].alreadyPending);
    }
    const effectiveDate = answer.pending!.effectiveDate;
    expect(await messagesOf(demo.rosa.memberId)).toEqual([
      { kind: 'primaryDentistChangeRequested', params: { dentistName: chosen.name, effectiveDate } },
    ]);

    const cancelled = await cancel(demo.rosa);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PrimaryDentistResponse>()).toMatchObject({ current: { providerId: current }, pending: null });
    const again = await cancel(demo.rosa, 'es');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(primaryDentistTexts.es.nothingPending);
    expect(await messagesOf(demo.rosa.memberId)).toEqual([
      { kind: 'primaryDentistChangeRequested', params: { dentistName: chosen.name, effectiveDate } },
      { kind: 'primaryDentistChangeCancelled', params: { dentistName: chosen.name, effectiveDate } },
    ]);

    // After the cancellation another change may be asked for.
    expect((await requestChange(demo.rosa, another.id)).statusCode).toBe(200);
    expect((await cancel(demo.rosa)).statusCode).toBe(200);

    // Audited as the member's own calls, the refused second request as a failure.
    expect((await auditOf(demo.rosa.memberId, 'requestPrimaryDentistChange')).map((e) => [e.actorKind, e.outcome, e.statusCode]))
      .toEqual([['member', 'success', 200], ['member', 'failure', 409], ['member', 'failure', 409], ['member', 'success', 200]]);
    expect((await auditOf(demo.rosa.memberId, 'cancelPrimaryDentistChange')).map((e) => [e.outcome, e.statusCode]))
      .toEqual([['success', 200], ['failure', 404], ['success', 200]]);
    expect((await auditOf(demo.rosa.memberId, 'getPrimaryDentist')).length).toBeGreaterThan(0);

    // The member's account activity lists both.
    const activity = await testApp.app().inject({ method: 'GET', url: '/api/alic/members/accessLog', headers: { authorization: await bearer(demo.rosa) } });
    const kinds = activity.json<{ entries: Array<{ kind: string }> }>().entries.map((e) => e.kind);
    expect(kinds.filter((k) => k.startsWith('primaryDentist'))).toEqual([
      'primaryDentistChangeCancelled', 'primaryDentistChangeRequested', 'primaryDentistChangeCancelled', 'primaryDentistChangeRequested',
    ]);
  });

  it('makes no change whose audit event cannot be stored: the change, its event and its notice are one transaction', async () => {
    const chosen = officeWhere(demoPrimaryDentists[demo.owenDhmo.memberId]!.providerId, choosable);
    await testApp.db().exec(`CREATE FUNCTION refuse_dentist_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'requestPrimaryDentistChange' AND NEW.outcome = 'success' THEN
        RAISE EXCEPTION 'audit store unavailable' USING ERRCODE = '08006'; END IF; RETURN NEW; END; $$;
      CREATE TRIGGER refuse_dentist_events BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION refuse_dentist_events();`);
    try {
      expect((await requestChange(demo.owenDhmo, chosen.id)).statusCode).toBe(503);
    } finally {
      await testApp.db().exec('DROP TRIGGER refuse_dentist_events ON audit_events; DROP FUNCTION refuse_dentist_events();');
    }
    expect((await call('GET', demo.owenDhmo)).json<PrimaryDentistResponse>().pending).toBeNull();
    expect(await messagesOf(demo.owenDhmo.memberId)).toEqual([]);
  });

  it('reads a pending change whose day has come as the current dentist', async () => {
    const current = demoPrimaryDentists[demo.aisha.memberId]!.providerId;
    const chosen = officeWhere(current, choosable);
    expect((await requestChange(demo.aisha, chosen.id)).statusCode).toBe(200);
    // The first of next month has come: the stored day is now in the past.
    await testApp.db().query(
      `UPDATE primary_dentist_assignments SET effective_date = current_date - 1 WHERE member_id = $1 AND provider_id = $2`,
      [demo.aisha.memberId, chosen.id],
    );
    const answer = (await call('GET', demo.aisha)).json<PrimaryDentistResponse>();
    expect(answer.current?.providerId).toBe(chosen.id);
    expect(answer.pending).toBeNull();
    // Nothing is pending any more, so nothing can be cancelled, and a new change may be asked for.
    expect((await cancel(demo.aisha)).statusCode).toBe(404);
    expect((await requestChange(demo.aisha, current)).statusCode).toBe(200);
    expect((await cancel(demo.aisha)).statusCode).toBe(200);
  });

  it('lets a CSR working on the account read and change it; the audit names the CSR and the member is told', async () => {
    const csr = { csrSubject: 'demo-alic-csr', csrEmail: 'alic.csr@example.com' };
    const headers = await actingCsrHeaders(testApp.db(), testApp.config(), { ...csr, memberId: demo.rosa.memberId, visitId: 'visit-primary-dentist' });
    const read = await testApp.app().inject({ method: 'GET', url: url('alic'), headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<PrimaryDentistResponse>().current?.providerId).toBe(demoPrimaryDentists[demo.rosa.memberId]!.providerId);
    const chosen = officeWhere(demoPrimaryDentists[demo.rosa.memberId]!.providerId, choosable);
    const changed = await testApp.app().inject({ method: 'POST', url: url('alic', '/change'), headers, payload: { providerId: chosen.id } });
    expect(changed.statusCode, changed.body).toBe(200);
    const events = await auditOf(demo.rosa.memberId, 'requestPrimaryDentistChange');
    expect(events.at(-1)).toMatchObject({ actorKind: 'csr', actorId: 'demo-alic-csr', outcome: 'success' });
    const notices = await testApp.db().query<{ kind: string }>(
      `SELECT kind FROM member_messages WHERE member_id = $1 ORDER BY id DESC LIMIT 2`, [demo.rosa.memberId],
    );
    expect(notices.map((n) => n.kind).sort()).toEqual(['customerServiceChange', 'primaryDentistChangeRequested']);
    // The member sees what customer service did: a visit that changed their benefits.
    const activity = await testApp.app().inject({ method: 'GET', url: '/api/alic/members/accessLog', headers: { authorization: await bearer(demo.rosa) } });
    const visit = activity.json<{ entries: Array<{ kind: string; changed?: string[] }> }>().entries.find((e) => e.kind === 'customerServiceVisit');
    expect(visit?.changed).toContain('benefits');
    expect((await testApp.app().inject({ method: 'DELETE', url: url('alic', '/change'), headers })).statusCode).toBe(200);
  });

  it('never reads or changes another member’s: the token names the member, and another brand’s site refuses', async () => {
    // Maria's token reads Maria (no DHMO), never Rosa's dentist, whatever she sends.
    const maria = await testApp.app().inject({ method: 'GET', url: `${url('alic')}?memberId=${demo.rosa.memberId}`, headers: { authorization: await bearer(demo.maria) } });
    expect(maria.json<PrimaryDentistResponse>().current).toBeNull();
    const other = await testApp.app().inject({
      method: 'POST', url: url('alic', '/change'), headers: { authorization: await bearer(demo.maria) },
      payload: { providerId: demoPrimaryDentists[demo.owenDhmo.memberId]!.providerId, memberId: demo.rosa.memberId },
    });
    expect(other.statusCode).toBe(400);
    // Owen (rsl) on the alic site: not his brand.
    const crossBrand = await testApp.app().inject({ method: 'GET', url: url('alic'), headers: { authorization: await bearer(demo.owenDhmo) } });
    expect(crossBrand.statusCode).toBeGreaterThanOrEqual(401);
    expect(crossBrand.statusCode).toBeLessThan(500);
    expect((await call('GET', demo.rosa)).json<PrimaryDentistResponse>().pending).toBeNull();
    // Without a token: 401.
    expect((await testApp.app().inject({ method: 'GET', url: url('alic') })).statusCode).toBe(401);
  });
});

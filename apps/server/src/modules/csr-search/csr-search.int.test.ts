// Customer service's SPDC search: a CSR's own token on the
// alic site finds the lines of an SPDC, narrowed by the optional fields, active
// lines first, at most 50 with the count; the search walks the SPDC index.
import { createHash } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { searchMembersForCsr } from '@portal/contract';
import type { Queryable } from '../../db/database.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken, type TestTokenOptions } from '../../../test/support/test-tokens.ts';
import { csrSearchParams, csrSearchSql } from './repository.ts';

const maria = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
/** An SPDC the suite fills with many lines of its own members (below). */
const crowded = { subsidiaryNumber: 30, policyNumber: 777_001, divisionNumber: 3, certificateNumber: 4_242 };
const crowdedLines = 60;

/** 60 members on one SPDC: every third line terminated, one accented name. */
async function insertCrowdedSpdc(db: Queryable) {
  const ids = Array.from({ length: crowdedLines }, (_, n) => `csrtest-${String(n).padStart(2, '0')}`);
  await db.query(
    `INSERT INTO members (id, partner, first_name, last_name, date_of_birth, zip_code, state_code)
     SELECT id, 'alic', CASE WHEN n = 7 THEN 'José' ELSE 'Member' || n END, CASE WHEN n = 7 THEN 'Núñez' ELSE 'Crowd' END,
            date '1980-01-01' + n, lpad((10000 + n)::text, 5, '0'), 'NE'
       FROM unnest($1::text[]) WITH ORDINALITY AS o(id, ordinality), LATERAL (SELECT ordinality::integer AS n) AS i`,
    [ids],
  );
  await db.query(
    `INSERT INTO coverage_lines (member_id, subsidiary_number, policy_number, division_number, certificate_number, lob, plan_sponsor_name, effective_date, term_date)
     SELECT id, $2, $3, $4, $5, 'DEN', 'Crowded Plan', CASE WHEN n % 3 = 0 THEN 0 ELSE 20240101 END, CASE WHEN n % 3 = 0 THEN 20231231 ELSE 0 END
       FROM unnest($1::text[]) WITH ORDINALITY AS o(id, ordinality), LATERAL (SELECT ordinality::integer AS n) AS i`,
    [ids, crowded.subsidiaryNumber, crowded.policyNumber, crowded.divisionNumber, crowded.certificateNumber],
  );
}

describeApp('POST /api/:subsidiary/csr/members/search', ({ app, db, config }) => {
  const token = (options: Partial<TestTokenOptions> = {}) =>
    signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'], ...options });
  async function search(body: object, { subsidiary = 'alic', language = 'en', bearer, useToken }: { subsidiary?: string; language?: string; bearer?: string; useToken?: string } = {}) {
    return app().inject({
      method: 'POST',
      url: `/api/${subsidiary}/csr/members/search`,
      payload: body,
      headers: {
        authorization: `Bearer ${bearer ?? (await token({ partner: subsidiary === 'alic' ? 'alic' : (subsidiary as 'rsl') }))}`,
        'accept-language': language,
        ...(useToken ? { usetoken: useToken } : {}),
      },
    });
  }

  beforeAll(() => insertCrowdedSpdc(db()));

  it('is registered at the method and path packages/contract gives', () => {
    expect(app().hasRoute({ method: searchMembersForCsr.method, url: searchMembersForCsr.path })).toBe(true);
  });

  it("finds the demo member's lines by SPDC: name, date of birth, SPDC, plan, status, account", async () => {
    const response = await search(maria);
    expect(response.statusCode).toBe(200);
    const line = { memberKey: '900000001', firstName: 'Maria', lastName: 'McAllister', dateOfBirth: '1984-03-14', spdc: maria, planName: 'Northwind Logistics', active: true, hasAccount: true };
    expect(response.json()).toEqual({
      status: 'SUCCESS',
      members: [{ ...line, lineOfBusiness: 'DEN' }, { ...line, lineOfBusiness: 'VIS' }, { ...line, lineOfBusiness: 'LSK' }],
      searchInfo: { total: 3, limited: false },
    });
  });

  it('answers no members (200) for an SPDC nobody holds', async () => {
    const response = await search({ ...maria, certificateNumber: 1 });
    expect(response.json()).toEqual({ status: 'SUCCESS', members: [], searchInfo: { total: 0, limited: false } });
  });

  it('narrows by date of birth, ZIP, names (case and accents ignored) and the account email', async () => {
    const found = async (filters: object) => (await search({ ...maria, ...filters })).json().searchInfo.total;
    expect(await found({ dateOfBirth: '1984-03-14', zipCode: '68102', firstName: 'MARÍA', lastName: 'mcallister' })).toBe(3);
    expect(await found({ email: 'Alic.Member@Example.com' })).toBe(3);
    expect(await found({ dateOfBirth: '1984-03-15' })).toBe(0);
    expect(await found({ zipCode: '68103' })).toBe(0);
    expect(await found({ firstName: 'Mario' })).toBe(0);
    expect(await found({ lastName: 'McAlister' })).toBe(0);
    expect(await found({ email: 'someone.else@example.com' })).toBe(0);

    const jose = (await search({ ...crowded, firstName: 'jose', lastName: 'NUNEZ' })).json();
    expect(jose.members.map((m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`)).toEqual(['José Núñez']);
    // A member without an account has no account email to match.
    expect(jose.members[0].hasAccount).toBe(false);
    expect((await search({ ...crowded, email: 'alic.member@example.com' })).json().searchInfo.total).toBe(0);
  });

  it('lists active lines first and at most 50, saying how many matched', async () => {
    const body = (await search(crowded)).json();
    expect(body.members).toHaveLength(50);
    expect(body.searchInfo).toEqual({ total: crowdedLines, limited: true });
    const activeFlags: boolean[] = body.members.map((m: { active: boolean }) => m.active);
    const active = crowdedLines - crowdedLines / 3;
    expect(activeFlags.slice(0, active).every(Boolean)).toBe(true);
    expect(activeFlags.slice(active).some(Boolean)).toBe(false);
  });

  it("refuses a subsidiary that is not ALIC's with §5's message in the caller's language (400)", async () => {
    for (const subsidiaryNumber of [136, 160, 1]) {
      const en = await search({ ...maria, subsidiaryNumber });
      expect([en.statusCode, en.json().message]).toEqual([400, 'Please enter a valid subsidiary number for ALIC.']);
    }
    const es = await search({ ...maria, subsidiaryNumber: 136 }, { language: 'es' });
    expect([es.statusCode, es.json().message]).toEqual([400, 'Ingrese un número de subsidiaria válido para ALIC.']);
    for (const subsidiaryNumber of [0, 26, 30]) expect((await search({ ...maria, subsidiaryNumber })).statusCode).toBe(200);
  });

  it('answers 400, never a 500, for a date of birth that is no day, or a malformed field', async () => {
    const day = await search({ ...maria, dateOfBirth: '1984-02-31' }, { language: 'es' });
    expect([day.statusCode, day.json().message]).toEqual([400, 'Ingrese una fecha de nacimiento válida.']);
    expect((await search({ ...maria, zipCode: '681' })).statusCode).toBe(400);
    expect((await search({ policyNumber: 1, divisionNumber: 1, certificateNumber: 1 })).statusCode).toBe(400);
  });

  it("refuses a member's token (403), a CSR sending a member token (403), no token (401) and other brands' sites (404)", async () => {
    const member = await token({ subject: 'demo-alic-member', roles: ['member'], memberId: '900000001' });
    expect((await search(maria, { bearer: member })).statusCode).toBe(403);
    expect((await search(maria, { useToken: member })).statusCode).toBe(403);
    const anonymous = await app().inject({ method: 'POST', url: '/api/alic/csr/members/search', payload: maria });
    expect(anonymous.statusCode).toBe(401);
    for (const partner of ['rsl', 'standard'] as const) {
      const csr = await signTestAccessToken(db(), config(), { partner, subject: `demo-${partner}-csr`, roles: ['csr'] });
      expect((await search(maria, { subsidiary: partner, bearer: csr })).statusCode, partner).toBe(404);
    }
  });

  it('writes each search to the audit trail with the SPDC as its resource and none of the optional fields', async () => {
    const bearer = await token({ subject: 'audited-csr' });
    await search({ ...maria, firstName: 'Maria', lastName: 'McAllister', dateOfBirth: '1984-03-14', zipCode: '68102', email: 'alic.member@example.com' }, { bearer });
    await search({ ...maria, subsidiaryNumber: 136 }, { bearer });
    const events = await db().query<Record<string, unknown>>(
      `SELECT actor_kind, actor_id, member_id, action, resource, outcome, status_code FROM audit_events WHERE actor_id = 'audited-csr' ORDER BY id`,
    );
    expect(events).toEqual([
      { actor_kind: 'csr', actor_id: 'audited-csr', member_id: null, action: 'searchMembersForCsr', resource: '10-120000-1-9000001', outcome: 'success', status_code: 200 },
      { actor_kind: 'csr', actor_id: 'audited-csr', member_id: null, action: 'searchMembersForCsr', resource: '136-120000-1-9000001', outcome: 'failure', status_code: 400 },
    ]);
    const [row] = await db().query<{ text: string }>("SELECT string_agg(a::text, ' ') AS text FROM audit_events a WHERE actor_id = 'audited-csr'");
    expect(row!.text).not.toMatch(/Maria|McAllister|1984|68102|alic\.member/i);
  });

  it("answers 429 with Retry-After once a CSR has searched 300 times in 15 minutes", async () => {
    const bearer = await token({ subject: 'busy-csr' });
    expect((await search(maria, { bearer })).statusCode).toBe(200);
    // The 300 searches, without making them: the CSR account's counter of this window.
    const account = `account:${createHash('sha256').update('busy-csr').digest('base64url')}`;
    await db().query("UPDATE throttle_counters SET hits = 300 WHERE kind = 'csrSearch' AND key = $1", [account]);
    const refused = await search(maria, { bearer });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another CSR still searches.
    expect((await search(maria)).statusCode).toBe(200);
  });

  it('reads the SPDC through the coverage_lines index, never a scan of the table (EXPLAIN)', async () => {
    for (const criteria of [maria, { ...crowded, firstName: 'José', email: 'x@example.com', dateOfBirth: '1980-01-08', zipCode: '10007' }]) {
      const plan = (await db().query<{ 'QUERY PLAN': string }>(`EXPLAIN ${csrSearchSql}`, csrSearchParams(criteria, 50)))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/(Index|Bitmap Index) Scan (using|on) coverage_lines_spdc_idx/);
      expect(plan).not.toMatch(/Seq Scan on (coverage_lines|members)\b/);
    }
  });
});

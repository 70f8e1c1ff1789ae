import { expect, it } from 'vitest';
import { getFeatures, getMembers as getMembersCall } from '@portal/contract';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken, type TestTokenOptions } from '../../../test/support/test-tokens.ts';

const maria = { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' } as const;

describeApp('GET /api/:subsidiary/members', ({ app, db, config }) => {
  const token = (options: TestTokenOptions) => signTestAccessToken(db(), config(), options);
  const getMembers = (subsidiary: string, authorization?: string) =>
    app().inject({ method: 'GET', url: `/api/${subsidiary}/members`, headers: authorization ? { authorization } : {} });

  it('registers the calls of this issue at the method and path packages/contract gives', () => {
    for (const call of [getFeatures, getMembersCall]) {
      expect(app().hasRoute({ method: call.method, url: call.path }), call.id).toBe(true);
    }
  });

  it("answers the member's own OUT-TABLE and NON-TABLE-DATA with the §3 wire names", async () => {
    const response = await getMembers('alic', `Bearer ${await token(maria)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      'OUT-TABLE': [
        {
          'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'DEN', 'PLAN-SP-NAME': 'Northwind Logistics',
          'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': 'A07', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
        },
        {
          'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'VIS', 'PLAN-SP-NAME': 'Northwind Logistics',
          'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': '', 'ELIG-IND': '', 'ID-CARD-IND': 'Y',
        },
        // Her LASIK line (§6 LSK) prints no card of its own.
        {
          'T-SUB': 10, 'T-POL': 120000, 'T-DIV': 1, 'T-CERT': 9000001, LOB: 'LSK', 'PLAN-SP-NAME': 'Northwind Logistics',
          'MEM-EFF-DT': 20230101, 'MEM-TERM-DT': 0, 'T-GR-PPO-CD': '', 'ELIG-IND': '', 'ID-CARD-IND': 'N',
        },
      ],
      'NON-TABLE-DATA': {
        'OPT-IN-DSP-IND': 'Y', 'MEM-FIRST-NAME': 'Maria', 'MEM-MIDDLE-NAME': 'J', 'MEM-LAST-NAME': 'McAllister',
        'MEM-EMAIL': 'alic.member@example.com', 'MEM-STATE-CD': 'NE',
        // §3 member display: member ID, address and phone.
        'MEM-ID': '900000001', 'MEM-ADDR-LINE1': '1420 Harney St', 'MEM-ADDR-LINE2': 'Apt 5B', 'MEM-CITY': 'Omaha',
        'MEM-ZIP': '68102', 'MEM-PHONE': '4025550147',
      },
    });
  });

  it("answers '' for a phone the member has not given, and a synthetic member's address in their state", async () => {
    const samuel = await getMembers('standard', `Bearer ${await token({ partner: 'standard', memberId: '900000022' })}`);
    expect(samuel.json()['NON-TABLE-DATA']).toMatchObject({
      'MEM-ID': '900000022', 'MEM-ADDR-LINE1': '1650 Larimer St', 'MEM-ADDR-LINE2': '', 'MEM-CITY': 'Denver', 'MEM-ZIP': '80202', 'MEM-PHONE': '',
    });
    const [synthetic] = await db().query<{ id: string; partner: 'alic' | 'rsl' | 'standard' }>(
      "SELECT id, partner FROM members WHERE id < '900000000' ORDER BY id LIMIT 1",
    );
    const data = (await getMembers(synthetic!.partner, `Bearer ${await token({ partner: synthetic!.partner, memberId: synthetic!.id })}`)).json()['NON-TABLE-DATA'];
    expect(data['MEM-ID']).toBe(synthetic!.id);
    expect(data['MEM-ADDR-LINE1']).toMatch(/^\d{3,4} [A-Z][a-z]+ (St|Ave|Rd|Dr|Ln|Blvd)$/);
    expect(data['MEM-CITY']).not.toBe('');
    expect(data['MEM-ZIP']).toMatch(/^\d{5}$/);
    expect(data['MEM-PHONE']).toMatch(/^(\d{10})?$/);
  });

  it('lists active lines first, then the terminated one with its end date (§3 MEM-EFF-DT 0)', async () => {
    const response = await getMembers('alic', `Bearer ${await token({ partner: 'alic', memberId: '900000002' })}`);
    const lines = response.json()['OUT-TABLE'];
    expect(lines.map((l: Record<string, unknown>) => [l['MEM-EFF-DT'], l['MEM-TERM-DT'], l['ELIG-IND']])).toEqual([
      [20250101, 0, ''],
      [0, 20241231, 'N'],
    ]);
  });

  it('answers a member without any coverage line with their data and an empty OUT-TABLE (member and lines come in one query)', async () => {
    await db().query(
      `INSERT INTO members (id, partner, first_name, last_name, date_of_birth, zip_code, state_code)
       VALUES ('899999990', 'alic', 'Nora', 'Lineless', DATE '1980-02-03', '68102', 'NE') ON CONFLICT (id) DO NOTHING`,
    );
    const response = await getMembers('alic', `Bearer ${await token({ partner: 'alic', memberId: '899999990' })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()['OUT-TABLE']).toEqual([]);
    expect(response.json()['NON-TABLE-DATA']).toMatchObject({ 'MEM-ID': '899999990', 'MEM-FIRST-NAME': 'Nora', 'MEM-LAST-NAME': 'Lineless' });
  });

  it("never shows member A another member's lines", async () => {
    const peter = await getMembers('alic', `Bearer ${await token({ partner: 'alic', memberId: '900000002' })}`);
    const mine = await getMembers('alic', `Bearer ${await token(maria)}`);
    const certificates = (body: { 'OUT-TABLE': Array<{ 'T-CERT': number }> }) => body['OUT-TABLE'].map((l) => l['T-CERT']);
    expect(certificates(peter.json())).not.toContain(9000001);
    expect(certificates(mine.json()).every((c) => c === 9000001)).toBe(true);
    expect(peter.json()['NON-TABLE-DATA']['MEM-LAST-NAME']).toBe("O'Neill");
  });

  it.each([
    ['no Authorization header', undefined, 'An access token is required.'],
    ['an empty bearer (§7 sends one when signed out)', 'Bearer ', 'An access token is required.'],
    ['a garbage token', 'Bearer not.a.token', 'The access token is not valid.'],
    ['a Basic credential', 'Basic dXNlcjpwYXNz', 'An access token is required.'],
  ])('answers 401 JSON for %s', async (_, authorization, message) => {
    const response = await getMembers('alic', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message });
  });

  it('answers 401 for an expired token', async () => {
    const response = await getMembers('alic', `Bearer ${await token({ ...maria, expiresInSeconds: -60 })}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The access token has expired.');
  });

  it('answers 401 for a token signed by an unknown key, for another audience, or another issuer', async () => {
    for (const options of [
      { ...maria, foreignKey: true },
      { ...maria, audience: 'urn:someone:else' },
      { ...maria, issuer: 'http://evil.example/oidc/alic' },
    ]) {
      const response = await getMembers('alic', `Bearer ${await token(options)}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('The access token is not valid.');
    }
  });

  it("answers 401 for partner A's token at partner B's API", async () => {
    const response = await getMembers('rsl', `Bearer ${await token(maria)}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The access token was not issued for this site.');
  });

  it('keeps refusing a cached token once it expires', async () => {
    const shortLived = await token({ ...maria, expiresInSeconds: 2 });
    expect((await getMembers('alic', `Bearer ${shortLived}`)).statusCode).toBe(200);
    expect((await getMembers('rsl', `Bearer ${shortLived}`)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await getMembers('alic', `Bearer ${shortLived}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('The access token has expired.');
  });

  it('answers 403 for a CSR token without a member', async () => {
    const response = await getMembers('alic', `Bearer ${await token({ partner: 'alic', roles: ['csr'], subject: 'demo-alic-csr' })}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers 403, not a failure, for a member account no member is connected to yet (§2: the site shows /no-policy-found)', async () => {
    const response = await getMembers('alic', `Bearer ${await token({ partner: 'alic', roles: ['member'], subject: 'demo-alic-nopolicy' })}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it('answers 403 for a token without the GroupMemberBackend scope', async () => {
    const response = await getMembers('alic', `Bearer ${await token({ ...maria, scope: 'openid' })}`);
    expect(response.statusCode).toBe(403);
  });

  it("does not answer another partner's member through a valid token of this partner", async () => {
    const response = await getMembers('alic', `Bearer ${await token({ partner: 'alic', memberId: '900000011' })}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Whitaker');
  });

  it('answers 404 JSON for an unknown subsidiary before asking for a token', async () => {
    const response = await getMembers('acme');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Unknown subsidiary "acme".' });
  });
});

// The alic issuer's token exchange (RFC 8693): a CSR's token and a
// member key give a member token naming the CSR in `act`, at most 5 minutes
// and never longer than the CSR's own token, without a refresh token; the API
// takes it as useToken beside the CSR's token. Every refusal is an RFC 6749
// §5.2 JSON error, never a 500.
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken, type TestTokenOptions } from '../../../test/support/test-tokens.ts';
import { accessTokenType, memberKeyTokenType, tokenExchangeGrantType } from './index.ts';

const maria = '900000001';
const csr = { subject: 'demo-alic-csr', email: 'alic.csr@example.com' };

describeApp('token exchange (CSR acts for a member)', ({ app, db, config }) => {
  const token = (options: Omit<TestTokenOptions, 'partner'> & { partner?: TestTokenOptions['partner'] }) =>
    signTestAccessToken(db(), config(), { partner: 'alic', ...options });
  const csrToken = (expiresInSeconds = 900) => token({ subject: csr.subject, roles: ['csr'], expiresInSeconds });

  async function exchange(form: Record<string, string>, partner = 'alic') {
    return app().inject({
      method: 'POST',
      url: `/oidc/${partner}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({ client_id: `portal-${partner}`, ...form }).toString(),
    });
  }

  const formFor = (actorToken: string, memberKey = maria): Record<string, string> => ({
    grant_type: tokenExchangeGrantType,
    subject_token: memberKey,
    subject_token_type: memberKeyTokenType,
    actor_token: actorToken,
    actor_token_type: accessTokenType,
  });

  it('gives a CSR a member token naming them as actor, 5 minutes at most, without a refresh token', async () => {
    const response = await exchange({ ...formFor(await csrToken()), resource: config().apiAudience, scope: 'GroupMemberBackend' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'issued_token_type', 'token_type']);
    expect(body).toMatchObject({ issued_token_type: accessTokenType, token_type: 'Bearer' });
    expect(body.expires_in).toBeLessThanOrEqual(5 * 60);
    expect(body.expires_in).toBeGreaterThan(0);

    const accessToken = body.access_token as string;
    expect(decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      iss: `${config().siteOrigins.alic}/oidc/alic`,
      aud: config().apiAudience,
      sub: `member:${maria}`,
      member_id: maria,
      roles: ['member'],
      scope: 'GroupMemberBackend',
      partner: 'alic',
      act: { sub: csr.subject, email: csr.email },
    });
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(5 * 60);
    expect(typeof claims.jti).toBe('string');

    // The API answers the CSR (own token as bearer) with the member's data.
    const members = await app().inject({
      method: 'GET', url: '/api/alic/members',
      headers: { authorization: `Bearer ${await csrToken()}`, usetoken: accessToken },
    });
    expect(members.statusCode, members.body).toBe(200);
    expect(members.body).toContain('McAllister');
  });

  it('records the exchange in the audit trail as csr.actOnMember with the visit id', async () => {
    const response = await exchange(formFor(await csrToken()));
    expect(response.statusCode, response.body).toBe(200);
    const visitId = decodeJwt(response.json<{ access_token: string }>().access_token).jti;
    const rows = await db().query<{ actor_id: string; member_id: string; outcome: string }>(
      "SELECT actor_id, member_id, outcome FROM audit_events WHERE action = 'csr.actOnMember' AND visit_id = $1",
      [visitId],
    );
    expect(rows).toEqual([{ actor_id: csr.subject, member_id: maria, outcome: 'success' }]);
  });

  it("never outlives the CSR's own token", async () => {
    const actorToken = await csrToken(120);
    const response = await exchange(formFor(actorToken));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ expires_in: number }>().expires_in).toBeLessThanOrEqual(120);
    expect(decodeJwt(response.json<{ access_token: string }>().access_token).exp).toBeLessThanOrEqual(decodeJwt(actorToken).exp!);
  });

  it('refuses each wrong request with an RFC 6749 error, never a 500', async () => {
    const good = formFor(await csrToken());
    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([key]) => key !== name));
    const cases: Array<[string, Record<string, string>, string]> = [
      ['no subject_token', without('subject_token'), 'invalid_request'],
      ['an unknown subject_token_type', { ...good, subject_token_type: accessTokenType }, 'invalid_request'],
      ['no actor_token', without('actor_token'), 'invalid_request'],
      ['no actor_token_type', without('actor_token_type'), 'invalid_request'],
      ['another requested_token_type', { ...good, requested_token_type: 'urn:ietf:params:oauth:token-type:refresh_token' }, 'invalid_request'],
      ['another resource', { ...good, resource: 'https://elsewhere.example.com' }, 'invalid_target'],
      ['another scope', { ...good, scope: 'openid' }, 'invalid_scope'],
      ['an actor token that is no token', { ...good, actor_token: 'not-a-token' }, 'invalid_grant'],
      ['an expired actor token', { ...good, actor_token: await csrToken(-60) }, 'invalid_grant'],
      ['an actor token signed by an unknown key', { ...good, actor_token: await token({ subject: csr.subject, roles: ['csr'], foreignKey: true }) }, 'invalid_grant'],
      ["an rsl CSR's token", { ...good, actor_token: await token({ partner: 'rsl', subject: 'demo-rsl-csr', roles: ['csr'] }) }, 'invalid_grant'],
      ["a member's token", { ...good, actor_token: await token({ subject: 'demo-alic-member', roles: ['member'], memberId: maria }) }, 'invalid_grant'],
      // The token says csr, the account does not (any more): the database decides.
      ['a token whose account no longer holds csr', { ...good, actor_token: await token({ subject: 'demo-alic-member', roles: ['csr'] }) }, 'invalid_grant'],
      ['a delegated token as actor', { ...good, actor_token: await token({ subject: `member:${maria}`, roles: ['member'], memberId: maria, actor: csr }) }, 'invalid_grant'],
      ['an unknown member', { ...good, subject_token: '999999999' }, 'invalid_grant'],
      ["an rsl member (not alic's)", { ...good, subject_token: '900000011' }, 'invalid_grant'],
      ['a member key that is no key', { ...good, subject_token: "x' OR 1=1 --" }, 'invalid_grant'],
    ];
    const failures: string[] = [];
    for (const [label, form, error] of cases) {
      const response = await exchange(form);
      const body = response.json<{ error?: string; error_description?: string; access_token?: string }>();
      if (response.statusCode !== 400 || body.error !== error || typeof body.error_description !== 'string' || body.access_token) {
        failures.push(`${label}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('is not offered by the rsl and standard issuers', async () => {
    for (const partner of ['rsl', 'standard']) {
      const response = await exchange(formFor(await csrToken()), partner);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ error: string }>().error).toBe('unsupported_grant_type');
    }
  });

  it('stops new exchanges at once when the CSR role is revoked', async () => {
    await db().query(
      `INSERT INTO accounts (id, partner, email, password_hash, roles, display_name)
       SELECT 'test-revoked-csr', 'alic', 'revoked.csr@example.com', password_hash, ARRAY['csr'], 'Revoked' FROM accounts WHERE id = 'demo-alic-csr'`,
    );
    const actorToken = await token({ subject: 'test-revoked-csr', roles: ['csr'] });
    expect((await exchange(formFor(actorToken))).statusCode).toBe(200);
    await db().query("UPDATE accounts SET roles = ARRAY[]::text[] WHERE id = 'test-revoked-csr'");
    const refused = await exchange(formFor(actorToken));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe('invalid_grant');
  });
});

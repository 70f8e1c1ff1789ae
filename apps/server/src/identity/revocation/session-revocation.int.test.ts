// Sessions ended now. Sign-out (through the provider's
// end-session page), a password change and an admin revoking a CSR role each
// make the account's unexpired access tokens answer 401 on every copy (here a
// second app on the same database: the cluster bus path) and its refresh
// tokens invalid_grant.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Partner } from '@portal/core';
import { buildApp } from '../../app.ts';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { createDocumentRenderer } from '../../documents/index.ts';
import { createInProcessPdfPool } from '../../../test/support/documents/in-process-pool.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { exchangeCode, signIn, startSignIn } from '../../../test/support/sign-in.ts';
import { enrollAtSignIn } from '../../../test/support/second-factor-sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { accessTokenType, memberKeyTokenType, tokenExchangeGrantType } from '../token-exchange/index.ts';
import { sessionEndedMessages } from '../../plugins/session-ended-messages.ts';
import { signOutThroughEndSession } from '../../../test/support/sign-out.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;

describeApp('session revocation', ({ app, db, config }) => {
  let otherCopy: FastifyInstance | undefined;
  beforeAll(async () => {
    otherCopy = await buildApp(config(), { db: db(), renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
    await otherCopy.ready();
  });
  afterAll(async () => {
    await otherCopy?.close();
  });

  const browserOf = (partner: Partner) => new TestBrowser(app(), new URL(origins[partner]).host);
  const members = (on: FastifyInstance, partner: Partner, accessToken: string, language = 'en') =>
    on.inject({ method: 'GET', url: `/api/${partner}/members`, headers: { authorization: `Bearer ${accessToken}`, 'accept-language': language } });
  const refresh = (partner: Partner, refreshToken: string) =>
    browserOf(partner).postForm(`${origins[partner]}/oidc/${partner}/token`, { grant_type: 'refresh_token', client_id: `portal-${partner}`, refresh_token: refreshToken });
  /** The other copy hears of a revocation through the bus: allowed up to a second. */
  async function statusOnOtherCopy(partner: Partner, accessToken: string, expected: number) {
    let status = 0;
    for (const started = Date.now(); Date.now() - started < 1000; await new Promise((resolve) => setTimeout(resolve, 25))) {
      status = (await members(otherCopy!, partner, accessToken)).statusCode;
      if (status === expected) break;
    }
    return status;
  }

  it('sign-out refuses the access token at once (en/es) on this copy and the other, and the refresh token', async () => {
    const user = browserOf('standard');
    const tokens = await signIn(user, 'standard', origins.standard, 'standard.member@example.com', demoPassword);
    expect((await members(app(), 'standard', tokens.access_token)).statusCode).toBe(200);
    // The other copy has verified (and cached) the token too.
    expect((await members(otherCopy!, 'standard', tokens.access_token)).statusCode).toBe(200);

    await signOutThroughEndSession(user, 'standard', origins.standard, tokens.id_token);

    const refused = await members(app(), 'standard', tokens.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: sessionEndedMessages.en });
    expect((await members(app(), 'standard', tokens.access_token, 'es')).json().message).toBe('Su sesión ha terminado. Vuelva a iniciar sesión.');
    expect(await statusOnOtherCopy('standard', tokens.access_token, 401)).toBe(401);
    const refreshed = await refresh('standard', tokens.refresh_token!);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json().error).toBe('invalid_grant');

    // Signing straight back in, mostly within the second of the sign-out, gives a token that works everywhere.
    const again = await signIn(browserOf('standard'), 'standard', origins.standard, 'standard.member@example.com', demoPassword);
    expect((await members(app(), 'standard', again.access_token)).statusCode).toBe(200);
    expect((await members(otherCopy!, 'standard', again.access_token)).statusCode).toBe(200);
  });

  it('a password change refuses the access tokens issued before it; a new sign-in works', async () => {
    const tokens = await signIn(browserOf('rsl'), 'rsl', origins.rsl, 'rsl.member@example.com', demoPassword);
    const other = await signIn(browserOf('rsl'), 'rsl', origins.rsl, 'rsl.member@example.com', demoPassword);
    const newPassword = 'Copper-Meadow-93-Softly';
    const changed = await app().inject({
      method: 'POST', url: '/api/selfService/password', payload: { currentPassword: demoPassword, newPassword },
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const accessToken of [tokens.access_token, other.access_token]) {
      expect((await members(app(), 'rsl', accessToken)).statusCode).toBe(401);
      expect(await statusOnOtherCopy('rsl', accessToken, 401)).toBe(401);
    }
    expect((await refresh('rsl', other.refresh_token!)).statusCode).toBe(400);
    // At once, without waiting for the next second: tokens say the millisecond they were issued (iat_ms).
    const again = await signIn(browserOf('rsl'), 'rsl', origins.rsl, 'rsl.member@example.com', newPassword);
    expect((await members(app(), 'rsl', again.access_token)).statusCode).toBe(200);
  });

  it("revoking a CSR's role refuses their token and the member tokens they acted with, on every copy", async () => {
    const sign = (options: Parameters<typeof signTestAccessToken>[2]) => signTestAccessToken(db(), config(), options);
    const csr = await sign({ partner: 'alic', subject: 'demo-alic-csr', roles: ['csr'] });
    const memberToken = await sign({ partner: 'alic', subject: 'demo-alic-member', memberId: '900000001', actor: { subject: 'demo-alic-csr' } });
    const admin = await sign({ partner: 'alic', subject: 'demo-alic-admin', roles: ['csr', 'admin'] });
    const acting = () => app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${csr}`, usetoken: memberToken } });
    const exchange = () => app().inject({
      method: 'POST', url: '/oidc/alic/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({
        client_id: 'portal-alic', grant_type: tokenExchangeGrantType, subject_token: '900000001', subject_token_type: memberKeyTokenType,
        actor_token: csr, actor_token_type: accessTokenType, resource: config().apiAudience, scope: 'GroupMemberBackend',
      }).toString(),
    });
    expect((await acting()).statusCode).toBe(200);
    expect((await exchange()).statusCode).toBe(200);
    expect((await members(app(), 'alic', memberToken)).statusCode).toBe(403); // a delegated token is never a bearer

    const revoked = await app().inject({ method: 'DELETE', url: '/api/alic/admin/staff/demo-alic-csr/csr', headers: { authorization: `Bearer ${admin}` } });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const refused = await acting();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(sessionEndedMessages.en);
    expect(await statusOnOtherCopy('alic', csr, 401)).toBe(401);
    // The member token's actor was revoked (the member was not).
    expect((await members(app(), 'alic', memberToken)).json()).toMatchObject({ statusCode: 401, message: sessionEndedMessages.en });
    // Nor can the revoked token be exchanged for a new member token at the identity provider.
    const exchanged = await exchange();
    expect(exchanged.statusCode, exchanged.body).toBe(400);
    expect(exchanged.json().error).toBe('invalid_grant');
  });

  it('a CSR who signs out can no longer exchange their token, nor act with the member token they got', async () => {
    // The role comes back (the test before revoked it), a second later than that revocation.
    const admin = await signTestAccessToken(db(), config(), { partner: 'alic', subject: 'demo-alic-admin', roles: ['csr', 'admin'] });
    const granted = await app().inject({ method: 'POST', url: '/api/alic/admin/staff/csr', payload: { email: 'alic.csr@example.com' }, headers: { authorization: `Bearer ${admin}` } });
    expect(granted.statusCode, granted.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const user = browserOf('alic');
    const start = await startSignIn(user, 'alic', origins.alic);
    const { code } = await enrollAtSignIn(user, start, 'alic.csr@example.com', demoPassword);
    const tokens = await exchangeCode(user, 'alic', origins.alic, code, start.verifier);
    const exchange = () => app().inject({
      method: 'POST', url: '/oidc/alic/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({
        client_id: 'portal-alic', grant_type: tokenExchangeGrantType, subject_token: '900000001', subject_token_type: memberKeyTokenType,
        actor_token: tokens.access_token, actor_token_type: accessTokenType, resource: config().apiAudience, scope: 'GroupMemberBackend',
      }).toString(),
    });
    const first = await exchange();
    expect(first.statusCode, first.body).toBe(200);
    const memberToken = first.json<{ access_token: string }>().access_token;
    const acting = () => app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${tokens.access_token}`, usetoken: memberToken } });
    expect((await acting()).statusCode).toBe(200);

    await signOutThroughEndSession(user, 'alic', origins.alic, tokens.id_token);

    const again = await exchange();
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect((await acting()).statusCode).toBe(401);
    expect((await members(app(), 'alic', memberToken)).json()).toMatchObject({ statusCode: 401, message: sessionEndedMessages.en });
  });
});

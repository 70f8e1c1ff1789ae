// A third-party app (the demo public client) connects to a
// member's FHIR data — authorization code with PKCE at the brand's issuer,
// the member's consent in the brand's look, then a token that reads /fhir
// and nothing else; the member disconnects it on /profile.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Bundle, Patient } from '@medplum/fhirtypes';
import type { Partner } from '@portal/core';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { pkcePair, signIn, signInScope } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';
import { exchangedTokenOptions, signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { createConnectedApps } from './connected-apps.ts';
import { demoAppClientId, demoAppRedirectUri, thirdPartyAppsOf } from './demo-app.ts';

const appScope = 'openid fhirUser launch/patient offline_access patient/Patient.rs patient/Coverage.rs patient/ExplanationOfBenefit.read';
const origins: Record<Partner, { origin: string; host: string }> = {
  alic: { origin: 'http://localhost:8080', host: 'localhost:8080' },
  rsl: { origin: 'http://rsl.localhost:8080', host: 'rsl.localhost:8080' },
  standard: { origin: 'http://standard.localhost:8080', host: 'standard.localhost:8080' },
};

describeApp('a third-party app connects with PKCE and the member\'s consent', ({ app, db, config }) => {
  /** Authorize → sign in → the consent page (its HTML and where it posts). */
  async function untilConsent(partner: Partner, email: string, extra: Record<string, string> = {}) {
    const { origin, host } = origins[partner];
    const browser = new TestBrowser(app(), host);
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(8).toString('hex');
    const params = new URLSearchParams({
      client_id: demoAppClientId, redirect_uri: demoAppRedirectUri, response_type: 'code', scope: appScope,
      code_challenge: challenge, code_challenge_method: 'S256', state, aud: `${origin}/fhir/${partner}`, ...extra,
    });
    const authorize = await browser.get(`${origin}/oidc/${partner}/auth?${params}`);
    expect(authorize.statusCode, authorize.body).toBe(303);
    const loginPage = `${origin}${authorize.headers.location as string}`;
    const submitted = await browser.postForm(`${loginPage}/login`, { email, password: demoPassword });
    expect(submitted.statusCode, submitted.body).toBe(303);
    const resumed = await browser.get(submitted.headers.location as string);
    expect(resumed.statusCode, resumed.body).toBe(303);
    const consentPage = await browser.get(`${origin}${resumed.headers.location as string}`);
    return { browser, origin, verifier, state, consentPage, consentUrl: `${origin}${resumed.headers.location as string}/consent` };
  }

  async function answer(browser: TestBrowser, consentUrl: string, decision: 'allow' | 'deny') {
    const posted = await browser.postForm(consentUrl, { decision });
    expect(posted.statusCode, posted.body).toBe(303);
    const back = await browser.get(posted.headers.location as string);
    expect(back.statusCode, back.body).toBe(303);
    return new URL(back.headers.location as string);
  }

  describe.each(['alic', 'rsl', 'standard'] as const)('on %s', (partner) => {
    it('asks the member in the brand\'s page what the app will read, then issues a token that reads /fhir and not /api', async () => {
      const { browser, origin, verifier, state, consentPage, consentUrl } = await untilConsent(partner, `${partner}.member@example.com`);
      const { host } = origins[partner];
      expect(consentPage.statusCode).toBe(200);
      expect(consentPage.body).toContain('FHIR demo app');
      expect(consentPage.body).toContain('Your claims and estimates');
      expect(consentPage.body).toContain('Your coverage');
      expect(consentPage.headers['content-security-policy']).toContain('form-action \'self\' http://127.0.0.1:8976');

      const redirect = await answer(browser, consentUrl, 'allow');
      expect(redirect.origin + redirect.pathname).toBe(demoAppRedirectUri);
      expect(redirect.searchParams.get('state')).toBe(state);
      const tokenResponse = await browser.postForm(`${origin}/oidc/${partner}/token`, {
        grant_type: 'authorization_code', client_id: demoAppClientId, redirect_uri: demoAppRedirectUri,
        code: redirect.searchParams.get('code')!, code_verifier: verifier,
      });
      expect(tokenResponse.statusCode, tokenResponse.body).toBe(200);
      const tokens = tokenResponse.json<{ access_token: string; scope: string; patient?: string; id_token: string }>();
      expect(tokens.scope.split(' ')).toEqual(expect.arrayContaining(['patient/Patient.rs', 'patient/ExplanationOfBenefit.read']));
      expect(tokens.scope).not.toContain('GroupMemberBackend');
      expect(tokens.patient).toMatch(/^\d{9}-1$/);

      const headers = { authorization: `Bearer ${tokens.access_token}` };
      const patient = await app().inject({ method: 'GET', url: `/fhir/${partner}/Patient/${tokens.patient}`, headers });
      expect(patient.statusCode, patient.body).toBe(200);
      expect(patient.json<Patient>().id).toBe(tokens.patient);
      const eobs = await app().inject({ method: 'GET', url: `/fhir/${partner}/ExplanationOfBenefit?patient=${tokens.patient}`, headers });
      expect(eobs.statusCode, eobs.body).toBe(200);
      expect(eobs.json<Bundle>().total).toBeGreaterThan(0);
      const api = await app().inject({ method: 'GET', url: `/api/${partner}/members`, headers });
      expect(api.statusCode).toBe(403);

      // /profile "Connected apps": the member sees the app and what it reads; a CSR acting for them sees it
      // too but may not withdraw the member's consent; the member disconnects it and its next call is refused.
      const memberId = tokens.patient!.replace(/-1$/, '');
      const portal = await signIn(new TestBrowser(app(), host), partner, origin, `${partner}.member@example.com`, demoPassword);
      const portalHeaders = { authorization: `Bearer ${portal.access_token}` };
      const connected = await app().inject({ method: 'GET', url: `/api/${partner}/members/connectedApps`, headers: portalHeaders });
      expect(connected.statusCode, connected.body).toBe(200);
      expect(connected.json()).toEqual({
        status: 'SUCCESS',
        data: [{ clientId: demoAppClientId, name: 'FHIR demo app', resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'], connectedAt: expect.stringMatching(/Z$/) }],
      });
      const csrBearer = `Bearer ${await signTestAccessToken(db(), config(), { partner, subject: `demo-${partner}-csr`, roles: ['csr'], expiresInSeconds: 900 })}`;
      const useToken = await signTestAccessToken(db(), config(), { ...exchangedTokenOptions(memberId, { subject: `demo-${partner}-csr` }), partner });
      const csrHeaders = { authorization: csrBearer, usetoken: useToken };
      const csrList = await app().inject({ method: 'GET', url: `/api/${partner}/members/connectedApps`, headers: csrHeaders });
      expect(csrList.statusCode, csrList.body).toBe(200);
      expect(csrList.json<{ data: unknown[] }>().data).toHaveLength(1);
      const revokeUrl = `/api/${partner}/members/connectedApps/${demoAppClientId}`;
      expect((await app().inject({ method: 'DELETE', url: revokeUrl, headers: csrHeaders })).statusCode).toBe(403);
      expect((await app().inject({ method: 'GET', url: `/fhir/${partner}/Patient/${tokens.patient}`, headers })).statusCode).toBe(200);

      const revoked = await app().inject({ method: 'DELETE', url: revokeUrl, headers: portalHeaders });
      expect(revoked.statusCode, revoked.body).toBe(200);
      const afterRevoke = await app().inject({ method: 'GET', url: `/fhir/${partner}/Patient/${tokens.patient}`, headers });
      expect(afterRevoke.statusCode).toBe(401);
      const connectedApps = createConnectedApps(db(), thirdPartyAppsOf(false));
      expect(await connectedApps.list(`demo-${partner}-member`)).toEqual([]);
      expect((await app().inject({ method: 'DELETE', url: revokeUrl, headers: portalHeaders })).statusCode).toBe(404);
      const refreshed = await browser.postForm(`${origin}/oidc/${partner}/token`, {
        grant_type: 'refresh_token', client_id: demoAppClientId, refresh_token: tokenResponse.json<{ refresh_token: string }>().refresh_token,
      });
      expect(refreshed.statusCode).toBe(400);
    });
  });

  describe('the token endpoint from a browser (CORS)', () => {
    const appOrigin = new URL(demoAppRedirectUri).origin;
    const siteOrigin = 'http://localhost:8080';
    const tokenCall = (origin: string, form: Record<string, string>) => app().inject({
      method: 'POST', url: '/oidc/alic/token',
      headers: { host: 'localhost:8080', origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });

    it('answers a registered app\'s page, from its redirect URI\'s origin, the preflight and the code exchange', async () => {
      const preflight = await app().inject({
        method: 'OPTIONS', url: '/oidc/alic/token',
        headers: { host: 'localhost:8080', origin: appOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(appOrigin);
      expect(String(preflight.headers['access-control-allow-methods'])).toContain('POST');

      const { browser, verifier, consentUrl } = await untilConsent('alic', 'alic.member@example.com');
      const redirect = await answer(browser, consentUrl, 'allow');
      const exchanged = await tokenCall(appOrigin, {
        grant_type: 'authorization_code', client_id: demoAppClientId, redirect_uri: demoAppRedirectUri,
        code: redirect.searchParams.get('code')!, code_verifier: verifier,
      });
      expect(exchanged.statusCode, exchanged.body).toBe(200);
      expect(exchanged.headers['access-control-allow-origin']).toBe(appOrigin);
      expect(exchanged.json<{ access_token: string }>().access_token).toBeTruthy();
    });

    it('refuses the preflight from an origin no client may call from, and keeps discovery open to any', async () => {
      const preflight = (url: string, origin: string) => app().inject({
        method: 'OPTIONS', url,
        headers: { host: 'localhost:8080', origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      for (const url of ['/oidc/alic/token', '/oidc/alic/token/revocation', '/oidc/alic/me']) {
        const refused = await preflight(url, 'https://elsewhere.example');
        expect(refused.statusCode, url).toBe(403);
        expect(refused.headers['access-control-allow-origin'], url).toBeUndefined();
        expect(refused.json<{ error: string }>().error).toBe('invalid_request');
        expect((await preflight(url, siteOrigin)).headers['access-control-allow-origin'], url).toBe(siteOrigin);
      }
      const discovery = await preflight('/oidc/alic/.well-known/openid-configuration', 'https://elsewhere.example');
      expect(discovery.statusCode).toBe(204);
    });

    it('refuses another origin for the app, the app\'s origin for the site\'s client, and still answers the site', async () => {
      const bogusCode = { grant_type: 'authorization_code', redirect_uri: demoAppRedirectUri, code: 'not-a-code', code_verifier: 'x'.repeat(43) };
      const elsewhere = await tokenCall('https://elsewhere.example', { ...bogusCode, client_id: demoAppClientId });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
      expect(elsewhere.json<{ error: string; error_description: string }>()).toMatchObject({ error: 'invalid_request' });

      const appForSite = await tokenCall(appOrigin, { ...bogusCode, client_id: 'portal-alic', redirect_uri: `${siteOrigin}/dashboard` });
      expect(appForSite.headers['access-control-allow-origin']).toBeUndefined();
      expect(appForSite.json<{ error: string }>().error).toBe('invalid_request');

      // The site's own page: CORS answered (the bogus code itself is refused as such).
      const site = await tokenCall(siteOrigin, { ...bogusCode, client_id: 'portal-alic', redirect_uri: `${siteOrigin}/dashboard` });
      expect(site.headers['access-control-allow-origin']).toBe(siteOrigin);
      expect(site.json<{ error: string }>().error).toBe('invalid_grant');
    });
  });

  it('shows the page in Spanish, and a refusal sends the app access_denied', async () => {
    const { browser, consentPage, consentUrl } = await untilConsent('alic', 'alic.member@example.com', { ui_locales: 'es' });
    expect(consentPage.body).toContain('¿Conectar FHIR demo app?');
    expect(consentPage.body).toContain('Sus reclamaciones y estimaciones');
    const redirect = await answer(browser, consentUrl, 'deny');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('code')).toBeNull();
  });

  it('refuses an account that is not a member\'s (no plan connected) at consent', async () => {
    const { browser, consentUrl } = await untilConsent('alic', 'alic.nopolicy@example.com');
    const redirect = await answer(browser, consentUrl, 'allow');
    expect(redirect.searchParams.get('error')).toBe('access_denied');
  });

  it('refuses the app without PKCE', async () => {
    const browser = new TestBrowser(app(), 'localhost:8080');
    const params = new URLSearchParams({ client_id: demoAppClientId, redirect_uri: demoAppRedirectUri, response_type: 'code', scope: appScope, state: 'x' });
    const authorize = await browser.get(`http://localhost:8080/oidc/alic/auth?${params}`);
    expect(authorize.statusCode).toBe(303);
    const location = new URL(authorize.headers.location as string);
    expect(location.origin + location.pathname).toBe(demoAppRedirectUri);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });

  it('never gives the site\'s own client FHIR scopes, and never shows it a consent page', async () => {
    const browser = new TestBrowser(app(), 'localhost:8080');
    const tokens = await signIn(browser, 'alic', 'http://localhost:8080', 'alic.member@example.com', demoPassword);
    expect(tokens.scope.split(' ')).toContain('GroupMemberBackend');
    const asking = new TestBrowser(app(), 'localhost:8080');
    const { verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      client_id: 'portal-alic', redirect_uri: 'http://localhost:8080/dashboard', response_type: 'code',
      scope: `${signInScope} patient/ExplanationOfBenefit.rs`, code_challenge: challenge, code_challenge_method: 'S256', state: 's',
    });
    const authorize = await asking.get(`http://localhost:8080/oidc/alic/auth?${params}`);
    const login = `http://localhost:8080${authorize.headers.location as string}`;
    const submitted = await asking.postForm(`${login}/login`, { email: 'alic.member@example.com', password: demoPassword });
    const resumed = await asking.get(submitted.headers.location as string);
    const redirect = new URL(resumed.headers.location as string);
    expect(redirect.pathname).toBe('/dashboard');
    const token = await asking.postForm('http://localhost:8080/oidc/alic/token', {
      grant_type: 'authorization_code', client_id: 'portal-alic', redirect_uri: 'http://localhost:8080/dashboard',
      code: redirect.searchParams.get('code')!, code_verifier: verifier,
    });
    expect(token.statusCode, token.body).toBe(200);
    expect(token.json<{ scope: string }>().scope).not.toContain('patient/');
  });
});

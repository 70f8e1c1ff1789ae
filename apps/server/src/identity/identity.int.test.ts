import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { identityProviderEndpoints, identityProviderIssuer, partners } from '@portal/core';
import { demoPassword } from '../db/seed/demo-data.ts';
import { TestBrowser } from '../../test/support/browser.ts';
import { describeApp } from '../../test/app-testing.ts';
import { enrollAtSignIn } from '../../test/support/second-factor-sign-in.ts';
import { signOutThroughEndSession } from '../../test/support/sign-out.ts';
import { exchangeCode, signIn, signInScope, startSignIn, submitCredentials } from '../../test/support/sign-in.ts';

const origins = { alic: 'http://localhost:8080', rsl: 'http://rsl.localhost:8080', standard: 'http://standard.localhost:8080' } as const;

describeApp('identity provider', ({ app }) => {
  const browser = (host = 'localhost:8080') => new TestBrowser(app(), host);

  it.each(partners)('publishes the discovery document of %s with its exact issuer and S256 PKCE only', async (partner) => {
    const origin = origins[partner];
    const response = await browser(new URL(origin).host).get(`${origin}/oidc/${partner}/.well-known/openid-configuration`);
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${origin}/oidc/${partner}`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.authorization_endpoint).toBe(`${origin}/oidc/${partner}/auth`);
    expect(discovery.token_endpoint).toBe(`${origin}/oidc/${partner}/token`);
    expect(discovery.end_session_endpoint).toBe(`${origin}/oidc/${partner}/session/end`);
    expect(discovery.revocation_endpoint).toBe(`${origin}/oidc/${partner}/token/revocation`);
    expect(discovery.jwks_uri).toBe(`${origin}/oidc/${partner}/jwks`);
    // The sites sign in with these endpoints without reading this document (@portal/core identity-provider.ts).
    expect(discovery).toMatchObject(identityProviderEndpoints(identityProviderIssuer(origin, partner)));
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
    expect(discovery.response_types_supported).toEqual(['code']);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('signs a member in with authorization code + PKCE and issues a JWT access token for the API', async () => {
    const user = browser();
    const start = await startSignIn(user, 'alic', origins.alic);
    const page = await user.get(start.loginPageUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<img src="/brand-logo.svg" alt="ALIC">');
    expect(page.body).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"[^>]*autocomplete="username"/);
    expect(page.body).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password" autocomplete="current-password"/);
    expect(page.body).toContain('<button type="submit">Sign in</button>');
    // The passkey button's script files only; never inline code.
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

    const { code, redirect } = await submitCredentials(user, start, 'alic.member@example.com', demoPassword);
    expect(`${redirect.origin}${redirect.pathname}`).toBe('http://localhost:8080/dashboard');
    const tokens = await exchangeCode(user, 'alic', origins.alic, code, start.verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();

    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: 'http://localhost:8080/oidc/alic',
      aud: 'urn:portal:api',
      sub: 'demo-alic-member',
      client_id: 'portal-alic',
      scope: 'GroupMemberBackend',
      roles: ['member'],
      member_id: '900000001',
      partner: 'alic',
    });
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      iss: 'http://localhost:8080/oidc/alic',
      aud: 'portal-alic',
      sub: 'demo-alic-member',
      name: 'Maria McAllister',
      given_name: 'Maria',
      family_name: 'McAllister',
      email: 'alic.member@example.com',
    });

    const members = await app().inject({
      method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(members.statusCode).toBe(200);
    const body = members.json();
    expect(body['NON-TABLE-DATA']).toMatchObject({ 'MEM-FIRST-NAME': 'Maria', 'MEM-LAST-NAME': 'McAllister' });
    expect(body['OUT-TABLE'].map((line: Record<string, unknown>) => line.LOB)).toEqual(['DEN', 'VIS', 'LSK']);
    expect(Object.keys(body['OUT-TABLE'][0])).toEqual([
      'T-SUB', 'T-POL', 'T-DIV', 'T-CERT', 'LOB', 'PLAN-SP-NAME', 'MEM-EFF-DT', 'MEM-TERM-DT', 'T-GR-PPO-CD', 'ELIG-IND', 'ID-CARD-IND',
    ]);

    // Refresh rotates the refresh token; the used one no longer works.
    const refresh = (refreshToken: string) =>
      user.postForm(`${origins.alic}/oidc/alic/token`, { grant_type: 'refresh_token', client_id: 'portal-alic', refresh_token: refreshToken });
    const refreshed = await refresh(tokens.refresh_token!);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.json();
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ member_id: '900000001', roles: ['member'], aud: 'urn:portal:api' });
    expect(decodeJwt(next.id_token)).toMatchObject({ name: 'Maria McAllister' });
    const reused = await refresh(tokens.refresh_token!);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe('invalid_grant');

    // Sign-out through the provider's end-session page (§4) ends the account's sessions:
    // the refresh token (offline_access, which oidc-provider alone keeps past sign-out) and the unexpired access token are refused.
    const membersWith = (accessToken: string) =>
      app().inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await membersWith(next.access_token)).statusCode).toBe(200);
    await signOutThroughEndSession(user, 'alic', origins.alic, next.id_token);
    const afterSignOut = await refresh(next.refresh_token);
    expect(afterSignOut.statusCode).toBe(400);
    expect(afterSignOut.json().error).toBe('invalid_grant');
    const refused = await membersWith(next.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('Your session has ended. Please sign in again.');
  });

  it('gives a CSR roles ["csr"] and no member_id, and the members call answers 403', async () => {
    // A CSR sets up an authenticator app on the first sign-in.
    const user = browser();
    const start = await startSignIn(user, 'alic', origins.alic);
    const { code } = await enrollAtSignIn(user, start, 'alic.csr@example.com', demoPassword);
    const tokens = await exchangeCode(user, 'alic', origins.alic, code, start.verifier);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({ roles: ['csr'], partner: 'alic' });
    expect(claims).not.toHaveProperty('member_id');
    const members = await app().inject({
      method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(members.statusCode).toBe(403);
  });

  it('gives the same message for a wrong password and an unknown email, keeping the typed email', async () => {
    const messages: string[] = [];
    for (const [email, password] of [
      ['alic.member@example.com', 'Wrong-Password-2026!'],
      ['nobody@example.com', demoPassword],
      ['rsl.member@example.com', demoPassword], // another partner's account
    ] as const) {
      const user = browser();
      const start = await startSignIn(user, 'alic', origins.alic);
      const response = await user.postForm(`${start.loginPageUrl}/login`, { email, password });
      expect(response.statusCode).toBe(200);
      const alert = /<div id="signin-error" class="alert" role="alert" tabindex="-1" autofocus>([^<]*)<\/div>/.exec(response.body);
      messages.push(alert?.[1] ?? '');
      expect(response.body).toContain(`value="${email}"`);
      expect(response.body).toContain('aria-invalid="true" aria-describedby="signin-error"');
      expect(response.body).not.toContain(password);
    }
    expect(messages).toEqual(Array(3).fill('The email or password is incorrect.'));
  });

  it('speaks Spanish from ui_locales, Accept-Language or the switch link', async () => {
    const user = browser();
    const start = await startSignIn(user, 'rsl', origins.rsl, { ui_locales: 'es-US' });
    const page = await user.get(start.loginPageUrl);
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('<button type="submit">Iniciar sesión</button>');
    expect(page.body).toContain('<img src="/brand-logo.svg" alt="RSL">');
    expect(page.body).toContain('lang="en" hreflang="en">English</a>');
    const wrong = await user.postForm(`${start.loginPageUrl}/login`, { email: 'x@example.com', password: 'nope', lang: 'es' });
    expect(wrong.body).toContain('El correo electrónico o la contraseña son incorrectos.');

    const other = browser();
    const english = await startSignIn(other, 'alic', origins.alic);
    const accepted = await other.get(english.loginPageUrl, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(accepted.body).toContain('<html lang="es">');
    const switched = await other.get(`${english.loginPageUrl}?lang=en`, { 'accept-language': 'es' });
    expect(switched.body).toContain('<html lang="en">');
  });

  it.each([
    ['en', 'alic', 'Register', 'Forgot password?', 'Reset your password', 'Back to sign in', '(800) 555-0142', 'Mon–Fri 8 a.m.–8 p.m. ET'],
    ['es', 'rsl', 'Registrarse', '¿Olvidó su contraseña?', 'Restablecer su contraseña', 'Volver a iniciar sesión', '(800) 555-0186', 'lun.–vie. 8 a. m.–6 p. m. hora del Centro'],
  ] as const)(
    'links the %s sign-in page of %s to the site registration and to forgot password, which also gives the phone to call',
    async (language, partner, register, forgot, resetTitle, backToSignIn, phone, hours) => {
      const user = browser(new URL(origins[partner]).host);
      const start = await startSignIn(user, partner, origins[partner], { ui_locales: language });
      const page = await user.get(start.loginPageUrl);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(`<a href="${origins[partner]}/registration/register">${register}</a>`);
      const path = new URL(start.loginPageUrl).pathname;
      const uid = path.split('/').at(-1)!;
      const forgotHref = `/oidc/${partner}/forgot-password?lang=${language}&amp;interaction=${uid}`;
      expect(page.body).toContain(`<a href="${forgotHref}">${forgot}</a>`);

      const help = await user.get(`${origins[partner]}${forgotHref.replace('&amp;', '&')}`);
      expect(help.statusCode).toBe(200);
      expect(help.headers['content-security-policy']).toContain("script-src 'none'");
      expect(help.body).toContain(`<html lang="${language}">`);
      expect(help.body).toContain(`<h1>${resetTitle}</h1>`);
      expect(help.body).toContain(`<form method="post" action="/oidc/${partner}/forgot-password"`);
      // For someone who cannot use their email: the partner's Customer Connections number (contact_points), callable.
      expect(help.body).toContain(`>${phone}</a>`);
      expect(help.body).toMatch(/<a href="tel:\+1800555\d{4}">/);
      expect(help.body).toContain(hours);
      expect(help.body).toContain(`<a href="${path}?lang=${language}">${backToSignIn}</a>`);
      // The way back still signs in.
      expect((await user.get(`${origins[partner]}${path}?lang=${language}`)).statusCode).toBe(200);
    },
  );

  it('refuses a redirect URI other than the site dashboard, and plain PKCE', async () => {
    const user = browser();
    const base = {
      client_id: 'portal-alic', response_type: 'code', scope: signInScope, code_challenge: 'x'.repeat(43), state: 's',
    };
    const wrongRedirect = await user.get(
      `${origins.alic}/oidc/alic/auth?${new URLSearchParams({ ...base, redirect_uri: 'http://localhost:8080/evil', code_challenge_method: 'S256' })}`,
    );
    expect(wrongRedirect.statusCode).toBe(400);
    expect(wrongRedirect.body).not.toMatch(/\bat .*\.js:\d+/);
    const plain = await user.get(
      `${origins.alic}/oidc/alic/auth?${new URLSearchParams({ ...base, redirect_uri: `${origins.alic}/dashboard`, code_challenge_method: 'plain' })}`,
    );
    expect(plain.statusCode).toBe(303);
    expect(new URL(plain.headers.location as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('ends the session at sign-out and goes straight back to /landing', async () => {
    const user = browser('standard.localhost:8080');
    const tokens = await signIn(user, 'standard', origins.standard, 'standard.member@example.com', demoPassword);
    const params = new URLSearchParams({ id_token_hint: tokens.id_token, post_logout_redirect_uri: `${origins.standard}/landing`, client_id: 'portal-standard' });
    const page = await user.get(`${origins.standard}/oidc/standard/session/end?${params}`);
    expect(page.statusCode).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
    expect(xsrf).toBeTruthy();
    expect(page.body).toContain("document.getElementById('op.logoutForm').submit();");
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const confirmed = await user.postForm(`${origins.standard}/oidc/standard/session/end/confirm`, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers.location).toBe(`${origins.standard}/landing`);
    // The provider session is gone: a new authorization asks to sign in again.
    const again = await startSignIn(user, 'standard', origins.standard);
    expect(again.loginPageUrl).toContain('/interaction/');
  });

  it('answers an expired or unknown interaction with a page that offers to start again', async () => {
    const response = await browser().get(`${origins.alic}/oidc/alic/interaction/unknown-uid`);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This sign-in page has expired.');
    expect(response.body).toContain('href="http://localhost:8080/login"');
  });

  it('answers 404 JSON for an unknown partner under /oidc', async () => {
    const response = await browser().get(`${origins.alic}/oidc/acme/.well-known/openid-configuration`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

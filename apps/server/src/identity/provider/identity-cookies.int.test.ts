// The identity provider's cookies in production: Secure, HttpOnly and
// SameSite=Lax although the request reached the server over plain http (TLS
// ended at a proxy the server was not told to trust), and no development
// interactions.
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { productionEnv } from '../../../test/support/production-env.ts';
import { startSignIn, submitCredentials } from '../../../test/support/sign-in.ts';
import { describeApp } from '../../../test/app-testing.ts';

class CookieRecordingBrowser extends TestBrowser {
  readonly setCookies: string[] = [];

  override async request(options: Parameters<TestBrowser['request']>[0]): Promise<LightMyRequestResponse> {
    const response = await super.request(options);
    const header = response.headers['set-cookie'];
    this.setCookies.push(...(header === undefined ? [] : Array.isArray(header) ? header : [String(header)]));
    return response;
  }
}

const attributesOf = (setCookie: string) => setCookie.split(';').slice(1).map((attribute) => attribute.trim().toLowerCase());
const names = ['_interaction.rsl', '_interaction_resume.rsl', '_session.rsl'];

async function signInRecordingCookies(browser: CookieRecordingBrowser, origin: string) {
  const start = await startSignIn(browser, 'rsl', origin);
  await submitCredentials(browser, start, 'rsl.member@example.com', demoPassword);
  for (const name of names) expect(browser.setCookies.some((line) => line.startsWith(`${name}=`)), name).toBe(true);
  return browser.setCookies.filter((line) => names.some((name) => line.startsWith(name)));
}

describeApp('identity provider in production', ({ app }) => {
  const origin = 'https://rsl.portal.example.com';

  it('sets its session, interaction and resume cookies Secure, HttpOnly, SameSite=Lax behind a proxy it does not trust', async () => {
    const lines = await signInRecordingCookies(new CookieRecordingBrowser(app(), 'rsl.portal.example.com'), origin);
    for (const line of lines) {
      expect(attributesOf(line), line).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    }
  });

  it('has no development interactions: their routes are 404', async () => {
    for (const [method, url] of [['POST', '/oidc/rsl/interaction/some-uid'], ['GET', '/oidc/rsl/interaction/some-uid/abort']] as const) {
      const answer = await app().inject({ method, url, headers: { host: 'rsl.portal.example.com' } });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
  });
}, { env: productionEnv });

describeApp('identity provider in development', ({ app }) => {
  it('sets its cookies HttpOnly, SameSite=Lax, and not Secure over http://localhost', async () => {
    const lines = await signInRecordingCookies(new CookieRecordingBrowser(app(), 'rsl.localhost:8080'), 'http://rsl.localhost:8080');
    for (const line of lines) {
      expect(attributesOf(line), line).toEqual(expect.arrayContaining(['httponly', 'samesite=lax']));
      expect(attributesOf(line), line).not.toContain('secure');
    }
  });
});

describeApp('identity provider behind proxies at listed addresses (TRUST_PROXY=10.0.0.0/8)', ({ app }) => {
  // The provider believes X-Forwarded-Proto only from the listed proxies, as the rest of the server does.
  const cookiesOfSignInStart = async (remoteAddress: string) => {
    const response = await app().inject({
      method: 'GET',
      url: '/oidc/rsl/auth?client_id=portal-rsl&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Frsl.localhost%3A8080%2Fdashboard'
        + '&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM&code_challenge_method=S256',
      remoteAddress,
      headers: { host: 'rsl.localhost:8080', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode, response.body).toBe(303);
    const header = response.headers['set-cookie'];
    const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
    expect(lines.some((line) => line.startsWith('_interaction.rsl='))).toBe(true);
    return lines;
  };

  it('marks its cookies Secure when a listed proxy says https', async () => {
    for (const line of await cookiesOfSignInStart('10.0.0.5')) expect(attributesOf(line), line).toContain('secure');
  });

  it('does not when a client reaching it directly says https', async () => {
    for (const line of await cookiesOfSignInStart('203.0.113.20')) expect(attributesOf(line), line).not.toContain('secure');
  });
}, { env: { TRUST_PROXY: '10.0.0.0/8' } });

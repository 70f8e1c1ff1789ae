// The security headers a browser sees on every
// kind of answer — a site's HTML, a hashed asset, a locale file, member JSON
// from the API, an error, a PDF, the identity provider's pages and JSON, the
// API's docs page — and each answer's Content-Security-Policy: a page keeps
// its own (the site's per-response nonce, the sign-in and docs pages' hashes),
// anything else gets one that lets nothing load and nothing frame it.
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../src/db/seed/demo-data.ts';
import { demoSpdc } from '../support/demo-members.ts';
import { TestBrowser } from '../support/browser.ts';
import { signIn, startSignIn } from '../support/sign-in.ts';
import { describeApp } from '../app-testing.ts';

const origin = 'http://localhost:8080';
const host = 'localhost:8080';

async function fakeSite(sitesDir: string) {
  const dist = join(sitesDir, 'alic', 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, 'locales', 'en'), { recursive: true });
  await writeFile(join(dist, 'index.html'), [
    '<!doctype html><html lang="en"><head>',
    '<meta property="csp-nonce" nonce="__CSP_NONCE__" />',
    '<style nonce="__CSP_NONCE__">body{margin:0}</style>',
    '<script type="module" src="/assets/index-abc123.js"></script>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'));
  await writeFile(join(dist, 'assets', 'index-abc123.js'), "console.log('alic');");
  await writeFile(join(dist, 'locales', 'en', 'common.json'), JSON.stringify({ signIn: 'Sign in' }));
}

/** The CSP for answers that are not pages (plugins/security-headers.ts). */
const lockedDown = ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"];

const directivesOf = (response: LightMyRequestResponse): Map<string, string> => {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'one content-security-policy header').toBe('string');
  return new Map(String(header).split(';').map((part) => part.trim()).filter(Boolean).map((part) => {
    const [name, ...values] = part.split(/\s+/);
    return [name!, values.join(' ')];
  }));
};

function expectLockedDown(response: LightMyRequestResponse) {
  const directives = directivesOf(response);
  expect([...directives].map(([name, value]) => `${name} ${value}`).sort()).toEqual([...lockedDown].sort());
}

function expectCommonHeaders(response: LightMyRequestResponse) {
  const headers = response.headers;
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-powered-by']).toBeUndefined();
  const permissions = new Map(String(headers['permissions-policy']).split(',').map((entry) => entry.trim().split('=') as [string, string]));
  for (const denied of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics']) {
    expect(permissions.get(denied), denied).toBe('()');
  }
  // Passkeys on the sites and the sign-in pages.
  expect(permissions.get('publickey-credentials-get')).toBe('(self)');
  expect(permissions.get('publickey-credentials-create')).toBe('(self)');
  // Find care's "use my location", on the site's own origin only.
  expect(permissions.get('geolocation')).toBe('(self)');
  // Plain http here (no trusted proxy): HSTS would be ignored, and would pin a dev host to https.
  expect(headers['strict-transport-security']).toBeUndefined();
}

describeApp('security headers on every kind of answer', ({ app }) => {
  const browser = () => new TestBrowser(app(), host);
  let accessToken = '';

  beforeAll(async () => {
    accessToken = (await signIn(browser(), 'alic', origin, 'alic.member@example.com', demoPassword)).access_token;
  });

  const member = (url: string, payload: object) =>
    app().inject({ method: 'POST', url, headers: { host, authorization: `Bearer ${accessToken}` }, payload });

  const answers: Record<string, { request: () => Promise<LightMyRequestResponse>; csp: 'own' | 'locked down' }> = {
    'site HTML': { request: () => browser().get('/landing'), csp: 'own' },
    'a hashed asset': { request: () => browser().get('/assets/index-abc123.js'), csp: 'locked down' },
    'a locale file': { request: () => browser().get('/locales/en/common.json'), csp: 'locked down' },
    'member JSON': { request: () => member('/api/alic/members/documents', demoSpdc.maria), csp: 'locked down' },
    'an error (401 JSON)': { request: () => browser().request({ method: 'POST', url: '/api/alic/members/documents', payload: demoSpdc.maria }), csp: 'locked down' },
    'an unknown API path (404 JSON)': { request: () => browser().get('/api/alic/no-such-call'), csp: 'locked down' },
    'a PDF': { request: () => member('/api/alic/members/planDocuments/pdf/CERT-10-120000-0001-DEN-EN', {}), csp: 'locked down' },
    'the OIDC discovery JSON': { request: () => browser().get('/oidc/alic/.well-known/openid-configuration'), csp: 'locked down' },
    'the sign-in page': {
      async request() {
        const user = browser();
        return user.get((await startSignIn(user, 'alic', origin)).loginPageUrl);
      },
      csp: 'own',
    },
    "oidc-provider's error page": { request: () => browser().get('/oidc/alic/auth?client_id=nobody'), csp: 'own' },
    'the passkey sign-in script': { request: () => browser().get('/oidc/assets/passkey-sign-in.js'), csp: 'locked down' },
    '/api/docs': { request: () => browser().get('/api/docs'), csp: 'own' },
  };
  const kinds = Object.keys(answers);

  it.each(kinds)('%s: nosniff, referrer, permissions (passkeys kept), COOP, CORP, no framing, no HSTS over http', async (kind) => {
    const response = await answers[kind]!.request();
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expectCommonHeaders(response);
  });

  it.each(kinds.filter((kind) => answers[kind]!.csp === 'locked down'))('%s: a CSP that lets nothing load or frame it', async (kind) => {
    expectLockedDown(await answers[kind]!.request());
  });

  it('answers the right thing where it says so (status, type), so the headers above are those of real answers', async () => {
    const expected: Record<string, [number, RegExp]> = {
      'site HTML': [200, /^text\/html/],
      'a hashed asset': [200, /javascript/],
      'a locale file': [200, /^application\/json/],
      'member JSON': [200, /^application\/json/],
      'an error (401 JSON)': [401, /^application\/json/],
      'an unknown API path (404 JSON)': [404, /^application\/json/],
      'a PDF': [200, /^application\/pdf/],
      'the OIDC discovery JSON': [200, /^application\/json/],
      'the sign-in page': [200, /^text\/html/],
      "oidc-provider's error page": [400, /^text\/html/],
      'the passkey sign-in script': [200, /javascript/],
      '/api/docs': [200, /^text\/html/],
    };
    for (const kind of kinds) {
      const response = await answers[kind]!.request();
      expect([response.statusCode, String(response.headers['content-type'])], kind).toEqual([expected[kind]![0], expect.stringMatching(expected[kind]![1])]);
    }
  });

  it("site HTML: the CSP's style nonce is the page's, fresh per answer; scripts only from the site, none inline", async () => {
    const [first, second] = [await browser().get('/landing'), await browser().get('/landing')];
    for (const response of [first, second]) {
      const directives = directivesOf(response);
      const nonce = /'nonce-([^']+)'/.exec(directives.get('style-src') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(response.body).toContain(`<style nonce="${nonce}">`);
      expect(response.body).not.toContain('__CSP_NONCE__');
      expect(directives.get('script-src')).toBe("'self'");
      expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
    }
    expect(directivesOf(first).get('style-src')).not.toBe(directivesOf(second).get('style-src'));
  });

  it("the sign-in page keeps its own CSP: the passkey script files from this origin, its style by hash, forms to the site", async () => {
    const page = await answers['the sign-in page']!.request();
    const directives = directivesOf(page);
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('style-src')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
    expect(directives.get('img-src')).toBe("'self'");
    expect(directives.get('form-action')).toBe(`'self' ${origin}`);
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(page.body).toContain('<script src="/oidc/assets/passkey-sign-in.js" defer></script>');
  });

  it("oidc-provider's own error page and /api/docs keep their own CSP (style by hash, no script)", async () => {
    for (const kind of ["oidc-provider's error page", '/api/docs']) {
      const directives = directivesOf(await answers[kind]!.request());
      expect(directives.get('script-src'), kind).toBe("'none'");
      expect(directives.get('style-src'), kind).toMatch(/^'sha256-/);
      expect(directives.get('frame-ancestors'), kind).toBe("'none'");
    }
  });

  it("sign-out without a session: oidc-provider's self-submitting form runs, allowed by its hash and nothing else", async () => {
    const response = await browser().get('/oidc/alic/session/end?client_id=portal-alic');
    expect(response.statusCode).toBe(200);
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    expect(script, 'the page submits its form by an inline script').toBeTruthy();
    const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
    expect(directivesOf(response).get('script-src')?.split(' ')).toEqual(["'self'", hash]);
    expect(directivesOf(response).get('default-src')).toBe("'none'");
  });

  it('does not believe X-Forwarded-Proto from a client when no trusted proxy is configured: no HSTS', async () => {
    const response = await browser().get('/api/alic/features', { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
}, { prepareSites: fakeSite });

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  describeApp('Strict-Transport-Security', ({ app }) => {
    const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers: { host, ...headers } });

    it.each(['/api/alic/features', '/oidc/alic/.well-known/openid-configuration', '/api/docs'])(
      '%s: HSTS for a year with subdomains when the proxy says https, none over http',
      async (url) => {
        const overHttps = await get(url, { 'x-forwarded-proto': 'https' });
        expect(overHttps.statusCode).toBe(200);
        expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const overHttp = await get(url, { 'x-forwarded-proto': 'http' });
        expect(overHttp.headers['strict-transport-security']).toBeUndefined();
        expect((await get(url)).headers['strict-transport-security']).toBeUndefined();
      },
    );
  }, { env: { TRUST_PROXY: 'true' } });
});

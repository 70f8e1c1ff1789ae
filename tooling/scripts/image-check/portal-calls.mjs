// What `pnpm image:check` asks of the running image, over plain HTTP on
// loopback, the way nginx (deploy/nginx.conf) forwards a visitor's https
// request: the site's Host, X-Forwarded-Proto https and the client's address
// (the container runs with TRUST_PROXY=true, as in compose.yaml). Node cannot
// resolve *.localhost, so every call goes to 127.0.0.1 with the Host header.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';

// The demo member of the alic site (apps/server/src/db/seed/demo-data.ts), made by the seed tool.
export const demoMember = { email: 'alic.member@example.com', password: 'Portal-Demo-2026!' };
const signInScope = 'openid profile email GroupMemberBackend offline_access';

/** A browser behind the edge: one site's host, cookies kept by name and path, no redirects followed. */
export class EdgeBrowser {
  #cookies = new Map();

  constructor(port, host) {
    this.port = port;
    this.host = host;
  }

  request({ method = 'GET', path, headers = {}, body }) {
    const url = new URL(path, `https://${this.host}`);
    const cookie = [...this.#cookies].filter(([, c]) => url.pathname.startsWith(c.path)).map(([name, c]) => `${name}=${c.value}`).join('; ');
    const sent = {
      host: this.host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': this.host,
      ...(cookie ? { cookie } : {}),
      ...headers,
    };
    return new Promise((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port: this.port, method, path: `${url.pathname}${url.search}`, headers: sent, agent: false, timeout: 15_000 },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            for (const line of [].concat(response.headers['set-cookie'] ?? [])) this.#remember(line);
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: response.statusCode, headers: response.headers, text, json: () => JSON.parse(text) });
          });
          response.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error(`${method} ${url.pathname}: no answer within 15 s`)));
      call.on('error', reject);
      call.end(body);
    });
  }

  get(path, headers) {
    return this.request({ path, headers });
  }

  postForm(path, form) {
    return this.request({ method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }

  #remember(line) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (key) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const value = pair.slice(at + 1);
    if (value === '' || attribute('max-age') === '0') this.#cookies.delete(pair.slice(0, at));
    else this.#cookies.set(pair.slice(0, at), { value, path: attribute('path') ?? '/' });
  }
}

function expectStatus(answer, status, what) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} instead of ${status} ${answer.text.slice(0, 200)}`);
}

/** The site's home page: 200, HTML, with the brand's own title. */
export async function siteAnswers(browser, expectedTitle) {
  const answer = await browser.get('/', { accept: 'text/html' });
  expectStatus(answer, 200, 'GET /');
  if (!String(answer.headers['content-type']).startsWith('text/html')) throw new Error(`GET / answered ${answer.headers['content-type']}`);
  const title = /<title>([^<]*)<\/title>/.exec(answer.text)?.[1];
  if (title !== expectedTitle) throw new Error(`title "${title}" instead of "${expectedTitle}"`);
  return `200 "${title}"`;
}

/**
 * The sites' sign-in: authorization code with PKCE against the brand's
 * provider, the email and password form, back to the site, the code for tokens.
 */
export async function signIn(browser, { partner, origin, email, password }) {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const client = { client_id: `portal-${partner}`, redirect_uri: `${origin}/dashboard` };
  const params = new URLSearchParams({
    ...client,
    response_type: 'code',
    scope: signInScope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(8).toString('hex'),
  });
  const started = await browser.get(`/oidc/${partner}/auth?${params}`);
  expectStatus(started, 303, 'the authorization request');
  const loginPage = String(started.headers.location);
  const page = await browser.get(loginPage);
  expectStatus(page, 200, 'the sign-in page');
  const submitted = await browser.postForm(`${loginPage}/login`, { email, password });
  expectStatus(submitted, 303, 'the sign-in form');
  const resumed = await browser.get(String(submitted.headers.location));
  expectStatus(resumed, 303, 'back from the sign-in');
  const redirect = new URL(String(resumed.headers.location), origin);
  if (redirect.searchParams.get('state') !== state) throw new Error(`the provider sent back to ${redirect.origin}${redirect.pathname} without the state`);
  const tokens = await browser.postForm(`/oidc/${partner}/token`, {
    ...client,
    grant_type: 'authorization_code',
    code: redirect.searchParams.get('code') ?? '',
    code_verifier: verifier,
  });
  expectStatus(tokens, 200, 'the token request');
  const body = tokens.json();
  if (!body.access_token || !body.id_token) throw new Error('the token answer has no access or ID token');
  return body;
}

/** GET /api/{partner}/members with the access token: the signed-in member's own record. */
export async function memberAnswers(browser, { partner, accessToken, email }) {
  const answer = await browser.get(`/api/${partner}/members`, { authorization: `Bearer ${accessToken}`, accept: 'application/json' });
  expectStatus(answer, 200, `GET /api/${partner}/members`);
  const member = answer.json();
  const data = member['NON-TABLE-DATA'] ?? {};
  if (data['MEM-EMAIL'] !== email) throw new Error(`answered the member ${data['MEM-EMAIL']} instead of ${email}`);
  const lines = member['OUT-TABLE']?.length ?? 0;
  if (lines === 0) throw new Error('answered the member with no plan lines');
  return `200, ${data['MEM-FIRST-NAME']} ${data['MEM-LAST-NAME']}, ${lines} plan lines`;
}

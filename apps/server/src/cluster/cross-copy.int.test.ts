// Two copies of the server, separate processes on loopback, one PostgreSQL
// database: what one copy changes, the other must not
// contradict. PostgreSQL only — on PGlite there is a single process.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { demoPassword } from '../db/seed/demo-data.ts';
import { seedDemoDataIfEmpty } from '../db/seed/seed.ts';
import { demoSpdc } from '../../test/support/demo-members.ts';
import { signInScope } from '../../test/support/sign-in.ts';
import { HttpBrowser } from '../../test/support/cluster/http-browser.ts';
import { startServerCopy, type ServerCopy } from '../../test/support/cluster/server-copies.ts';

const postgresUrl = inject('postgresUrl');
const origin = 'http://localhost:8080';
const host = 'localhost:8080';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: postgresUrl! });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The sites' sign-in (authorization code + PKCE), every step on `port`. */
async function signIn(browser: HttpBrowser, port: number, email: string) {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'portal-alic',
    redirect_uri: `${origin}/dashboard`,
    response_type: 'code',
    scope: signInScope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  });
  const started = await browser.get(port, `/oidc/alic/auth?${params}`);
  expect(started.statusCode, started.body).toBe(303);
  const loginPage = started.headers.location as string;
  const submitted = await browser.postForm(port, `${loginPage}/login`, { email, password: demoPassword });
  expect(submitted.statusCode, submitted.body).toBe(303);
  const resumed = await browser.get(port, submitted.headers.location as string);
  expect(resumed.statusCode, resumed.body).toBe(303);
  const code = new URL(resumed.headers.location as string).searchParams.get('code')!;
  const tokens = await browser.postForm(port, '/oidc/alic/token', {
    grant_type: 'authorization_code', client_id: 'portal-alic', redirect_uri: `${origin}/dashboard`, code, code_verifier: verifier,
  });
  expect(tokens.statusCode, tokens.body).toBe(200);
  return tokens.json<{ access_token: string; id_token: string }>();
}

/** Sign-out as the site does it: the end-session page, then its confirmation form. */
async function signOut(browser: HttpBrowser, port: number, idToken: string) {
  const params = new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${origin}/landing`, client_id: 'portal-alic' });
  const page = await browser.get(port, `/oidc/alic/session/end?${params}`);
  expect(page.statusCode, page.body).toBe(200);
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1];
  const confirmed = await browser.postForm(port, '/oidc/alic/session/end/confirm', { xsrf: xsrf!, logout: 'yes' });
  expect(confirmed.statusCode, confirmed.body).toBe(303);
}

describe.skipIf(postgresUrl === null)('several copies of the server on one PostgreSQL', () => {
  const database = `${inject('schemaPrefix')}_copies`;
  let copyA: ServerCopy | undefined;
  let copyB: ServerCopy | undefined;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${database}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${database}`;
    const db = await openPostgresDatabase({ connectionString: url.href });
    try {
      await migrate(db);
      await seedDemoDataIfEmpty(db);
    } finally {
      await db.close();
    }
    const env = { DATABASE_URL: url.href, PUBLIC_ORIGIN: origin, SEED_DEMO: 'false' };
    // At once, as a deployment starts them: the signing keys are made under a lock by whichever comes first.
    [copyA, copyB] = await Promise.all([startServerCopy('A', env), startServerCopy('B', env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([copyA?.stop(), copyB?.stop()]);
    await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }, 30_000);

  const membersOn = (copy: ServerCopy, accessToken: string) =>
    new HttpBrowser(host).get(copy.port, '/api/alic/members', { authorization: `Bearer ${accessToken}` });

  async function withinOneSecond<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<{ value: T; ms: number }> {
    const started = Date.now();
    let value = await read();
    while (!done(value) && Date.now() - started < 1_000) {
      await sleep(25);
      value = await read();
    }
    return { value, ms: Date.now() - started };
  }

  it('a paperless change on copy A is seen on copy B within 1 s, though B had cached the member', async () => {
    const { access_token: token } = await signIn(new HttpBrowser(host), copyA!.port, 'alic.member@example.com');
    const optInOf = async (copy: ServerCopy) => {
      const answer = await membersOn(copy, token);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json()['NON-TABLE-DATA']!['OPT-IN-DSP-IND'] as string;
    };
    const before = await optInOf(copyB!); // B now holds Maria's answer in its 30-second cache
    const action = before === 'Y' ? { action: 'optOut' } : { action: 'optIn', email: 'maria.cross.copy@example.org' };
    const changed = await new HttpBrowser(host).request(copyA!.port, {
      method: 'POST',
      url: '/api/alic/members/edelivery',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...demoSpdc.maria, ...action }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = before === 'Y' ? 'N' : 'Y';

    const seen = await withinOneSecond(() => optInOf(copyB!), (value) => value === after);
    expect(seen.value, `copy B still answered ${before} after ${seen.ms} ms`).toBe(after);
  });

  it('sign-out on copy A refuses the access token on copy B within 1 s', async () => {
    const browser = new HttpBrowser(host);
    const tokens = await signIn(browser, copyA!.port, 'alic.member@example.com');
    expect((await membersOn(copyB!, tokens.access_token)).statusCode).toBe(200);

    await signOut(browser, copyA!.port, tokens.id_token);

    const refused = await withinOneSecond(async () => (await membersOn(copyB!, tokens.access_token)).statusCode, (status) => status === 401);
    expect(refused.value, `copy B still accepted the token ${refused.ms} ms after sign-out`).toBe(401);
  });
});

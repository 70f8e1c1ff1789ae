// The log of a real app (buildApp, request logging on) holds no token, code,
// cookie or OIDC query string: each request below carries a secret where a
// careless logger would print it.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import type { Database } from '../db/database.ts';
import { createDocumentRenderer } from '../documents/index.ts';
import { createInProcessPdfPool } from '../../test/support/documents/in-process-pool.ts';
import { testConfig } from '../../test/app-testing.ts';

const secrets = {
  codeInQuery: 'code-in-the-query-9f3a',
  codeInBody: 'code-in-the-body-51bd',
  verifier: 'verifier-77c2',
  state: 'state-0e1f',
  loginHint: 'mary.hint@example.com',
  idTokenHint: 'eyJhbGciOiJSUzI1NiJ9.id-token-hint.sig',
  accessTokenInQuery: 'eyJhbGciOiJSUzI1NiJ9.query-token.sig',
  bearer: 'eyJhbGciOiJSUzI1NiJ9.bearer.sig',
  cookie: 'session-cookie-value-4411',
  password: 'Correct-Horse-Battery-9',
};

describe('log redaction in a running app', () => {
  const lines: string[] = [];
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      db,
      renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('logs each request with its secrets replaced by [redacted]', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await app.inject({
      method: 'POST',
      url: `/oidc/rsl/token?code=${secrets.codeInQuery}`,
      headers: form,
      payload: `grant_type=authorization_code&client_id=portal-rsl&code=${secrets.codeInBody}&code_verifier=${secrets.verifier}`,
    });
    await app.inject({ method: 'GET', url: `/oidc/rsl/auth?client_id=portal-rsl&state=${secrets.state}&login_hint=${secrets.loginHint}` });
    await app.inject({ method: 'GET', url: `/oidc/alic/session/end?id_token_hint=${secrets.idTokenHint}` });
    await app.inject({
      method: 'GET',
      url: `/api/rsl/members?page=1&access_token=${secrets.accessTokenInQuery}`,
      headers: { authorization: `Bearer ${secrets.bearer}`, cookie: `_session.rsl=${secrets.cookie}` },
    });
    await app.inject({ method: 'POST', url: '/oidc/rsl/interaction/unknown/login', headers: form, payload: `email=a%40b.example&password=${secrets.password}` });

    const log = lines.join('');
    // The requests were logged, with what may be shown…
    expect(log).toContain('"url":"/oidc/rsl/token?[redacted]"');
    expect(log).toContain('"url":"/oidc/rsl/auth?[redacted]"');
    expect(log).toContain('"url":"/api/rsl/members?page=1&access_token=[redacted]"');
    // …and none of what may not.
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log, name).not.toContain(secret);
    }
  });

  it('censors the fields that carry secrets in any line the app logs', () => {
    const secret = (name: string) => `${name}-value-c0ffee`;
    lines.length = 0;
    app.log.info({
      token: secret('token'),
      access_token: secret('access'),
      details: { refresh_token: secret('refresh'), password: secret('password'), code_verifier: secret('verifier') },
      body: { code: secret('code'), password: secret('body-password') },
      headers: { authorization: secret('authorization'), cookie: secret('cookie') },
      req: { headers: { authorization: secret('req-authorization'), cookie: secret('req-cookie') } },
    }, 'probe');
    const log = lines.join('');
    expect(log).toContain('"msg":"probe"');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain('c0ffee');
  });
});

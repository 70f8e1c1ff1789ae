// The app's server cuts slow clients and oversized bodies.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { migrate } from '../db/migrate.ts';
import { openPgliteDatabase } from '../db/pglite-database.ts';
import type { Database } from '../db/database.ts';
import { createDocumentRenderer } from '../documents/index.ts';
import { createInProcessPdfPool } from '../../test/support/documents/in-process-pool.ts';
import { testConfig } from '../../test/app-testing.ts';
import { headersTimeoutMs, serverLimits } from './server-time-limits.ts';

describe('server time and body limits', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    db = await openPgliteDatabase();
    await migrate(db);
    app = await buildApp(testConfig(), { db, renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('gives the HTTP server header, request, idle and keep-alive time limits', () => {
    expect(app.server.headersTimeout).toBe(headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(serverLimits.requestTimeout);
    expect(app.server.keepAliveTimeout).toBe(serverLimits.keepAliveTimeout);
    expect(app.server.timeout).toBe(serverLimits.connectionTimeout);
    expect(headersTimeoutMs).toBeLessThan(serverLimits.requestTimeout);
    expect(headersTimeoutMs).toBeGreaterThan(0);
  });

  it('refuses a body over 1 MiB with 413, not 500', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/oidc/rsl/interaction/unknown/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=a%40b.example&password=${'x'.repeat(1024 * 1024)}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
  });
});

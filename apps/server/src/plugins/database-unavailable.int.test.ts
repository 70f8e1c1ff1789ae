// A real PostgreSQL connection that is lost, slow or not to
// be had answers 503 with Retry-After within the pool's time limits — never
// a 500, never a request left hanging — and the next request, once the
// database answers again, is served. PostgreSQL only (PGlite has no connection to lose).
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase, type PostgresOptions } from '../db/postgres-database.ts';
import { databaseRetryAfterSeconds, databaseUnavailableMessage, errorHandlerPlugin } from './error-handler.ts';

const postgresUrl = inject('postgresUrl');
const opened: Array<{ app: FastifyInstance; db: Database }> = [];

afterEach(async () => {
  for (const { app, db } of opened.splice(0)) {
    await app.close();
    await db.close().catch(() => undefined);
  }
});

/** An app whose routes ask the database: its pid, a sleep of `seconds`, and a plain select. */
async function appOnDatabase(options: Omit<PostgresOptions, 'connectionString'>) {
  const db = await openPostgresDatabase({ connectionString: postgresUrl!, maxConnections: 1, ...options });
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/pid', async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', []))[0]);
  app.get<{ Querystring: { seconds: string } }>('/sleep', async (request) => {
    await db.query('SELECT pg_sleep($1)', [Number(request.query.seconds)]);
    return { slept: true };
  });
  // A transaction whose connection is lost between its statements (`/tx?pause=ms` waits after the first).
  app.get<{ Querystring: { pause: string } }>('/tx', async (request) =>
    db.transaction(async (tx) => {
      await tx.query('SELECT $1::int AS one', [1]);
      await new Promise((resolve) => setTimeout(resolve, Number(request.query.pause)));
      return (await tx.query<{ two: number }>('SELECT $1::int AS two', [2]))[0];
    }),
  );
  app.get('/ok', async () => (await db.query<{ one: number }>('SELECT $1::int AS one', [1]))[0]);
  opened.push({ app, db });
  return app;
}

function expectDatabaseUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(String(databaseRetryAfterSeconds));
  expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: databaseUnavailableMessage.en });
}

describe.skipIf(postgresUrl === null)('database unavailable → 503 [postgres]', () => {
  it('answers 503 when the database ends the connection mid-query (administrator shutdown), then serves the next request', async () => {
    const app = await appOnDatabase({});
    const { pid } = (await app.inject({ method: 'GET', url: '/pid' })).json<{ pid: number }>();
    const sleeping = app.inject({ method: 'GET', url: '/sleep?seconds=10' });
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    try {
      // Wait until the sleep has started on that backend, then end it as a shutdown would (57P01).
      for (let tries = 0; tries < 50; tries++) {
        const [row] = (await admin.query<{ active: boolean }>("SELECT state = 'active' AS active FROM pg_stat_activity WHERE pid = $1", [pid])).rows;
        if (row?.active) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    expectDatabaseUnavailable(await sleeping);
    expect((await app.inject({ method: 'GET', url: '/ok' })).json()).toEqual({ one: 1 });
  });

  it('answers 503, without ending the process, when the connection is lost between two statements of a transaction', async () => {
    const app = await appOnDatabase({});
    const { pid } = (await app.inject({ method: 'GET', url: '/pid' })).json<{ pid: number }>();
    const inTransaction = app.inject({ method: 'GET', url: '/tx?pause=1000' });
    const admin = new pg.Client({ connectionString: postgresUrl! });
    await admin.connect();
    try {
      for (let tries = 0; tries < 50; tries++) {
        const [row] = (await admin.query<{ open: boolean }>("SELECT state = 'idle in transaction' AS open FROM pg_stat_activity WHERE pid = $1", [pid])).rows;
        if (row?.open) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    expectDatabaseUnavailable(await inTransaction);
    expect((await app.inject({ method: 'GET', url: '/ok' })).json()).toEqual({ one: 1 });
  });

  it('answers 503 within the query time limit when the database does not answer', async () => {
    const app = await appOnDatabase({ queryTimeoutMs: 300 });
    const started = performance.now();
    expectDatabaseUnavailable(await app.inject({ method: 'GET', url: '/sleep?seconds=5' }));
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 within the connection time limit when no connection comes free', async () => {
    const app = await appOnDatabase({ connectionTimeoutMs: 200 });
    const busy = app.inject({ method: 'GET', url: '/sleep?seconds=1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    expectDatabaseUnavailable(await app.inject({ method: 'GET', url: '/ok' }));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect((await busy).statusCode).toBe(200);
  });
});

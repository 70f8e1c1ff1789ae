// A PostgreSQL server through a `pg` connection pool.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

// Named statements are parsed once per connection instead of on every
// request (on a vacuumed database the saving is small: docs/performance.md).
// The name is derived from the SQL text, so one text always has one name.
const statementNames = new Map<string, string>();

function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (statementNames.size < 10_000) statementNames.set(sql, name);
  }
  return name;
}

export interface PostgresOptions {
  connectionString: string;
  /** Use (and create) this schema instead of `public`, e.g. one per test run. */
  schema?: string;
  maxConnections?: number;
  /**
   * How long a request waits for a connection (a new one to open, or one of
   * the pool to come free) before failing; the error handler answers 503.
   * Default 5 s.
   */
  connectionTimeoutMs?: number;
  /**
   * How long one query may take before its caller gets an error (client side,
   * so a lost or silent database cannot hold a request); the connection is
   * then dropped. Scripts (exec: migrations, seeding, VACUUM) have none.
   * Default 30 s; 0 for none.
   */
  queryTimeoutMs?: number;
  /** PostgreSQL's own statement_timeout for every statement of the pool, scripts included; none unless given. */
  statementTimeoutMs?: number;
  /**
   * false: a commit returns before its WAL reaches the disk (synchronous_commit=off). Tests only: their
   * schemas are dropped anyway, and a crash of the machine is not what they test. Default true.
   */
  commitWaitsForDisk?: boolean;
}

const defaultConnectionTimeoutMs = 5_000;
const defaultQueryTimeoutMs = 30_000;

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

function queryable(target: pg.Pool | pg.PoolClient, queryTimeoutMs: number): Queryable {
  const timeout = queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {};
  return {
    async query<R extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      // Statements with parameters are the application's queries; scripts (exec) stay unnamed.
      const config = values.length > 0 ? { name: statementName(sql), text: sql, values, ...timeout } : { text: sql, values, ...timeout };
      const result = await target.query<R>(config);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

const reconnectDelayMs = 1000;

/**
 * LISTEN on a client of its own, outside the pool: reconnected after a loss
 * (the database restarted), then `deliver(channel, null)` for each channel.
 */
async function listenOn<C extends string>(
  connectionString: string,
  names: ReadonlyMap<string, C>,
  deliver: (channel: C, payload: string | null) => void,
): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function connect(afterLoss: boolean): Promise<void> {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: defaultConnectionTimeoutMs });
    next.on('notification', ({ channel, payload }) => {
      const known = names.get(channel);
      if (known !== undefined) deliver(known, payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const name of names.keys()) await next.query(`LISTEN "${name}"`);
    } catch {
      lost(next);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    if (afterLoss) for (const channel of names.values()) deliver(channel, null);
  }

  function lost(which: pg.Client) {
    if (client !== undefined && client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect(true);
    }, reconnectDelayMs);
    retry.unref();
  }

  await connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const queryTimeoutMs = options.queryTimeoutMs ?? defaultQueryTimeoutMs;
  const settings = [
    ...(schema ? [`-c search_path=${schema}`] : []),
    ...(options.statementTimeoutMs ? [`-c statement_timeout=${Math.round(options.statementTimeoutMs)}`] : []),
    ...(options.commitWaitsForDisk === false ? ['-c synchronous_commit=off'] : []),
  ];
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? defaultConnectionTimeoutMs,
    ...(settings.length ? { options: settings.join(' ') } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  else await pool.query('SELECT 1');
  const localListeners = new Set<(channel: string, payload: string) => void>();

  return {
    kind: 'postgres',
    ...queryable(pool, queryTimeoutMs),
    async transaction(work) {
      const client = await pool.connect();
      // A checked-out client has no error listener of the pool's: a connection lost between two
      // statements would be an unhandled 'error' event (the process ends). Kept here instead, and
      // the broken client is dropped on release rather than handed to the next request.
      let lostConnection: Error | undefined;
      const onError = (error: Error) => (lostConnection ??= error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client, queryTimeoutMs));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (lostConnection ??= rollbackError as Error));
        throw error;
      } finally {
        client.off('error', onError);
        client.release(lostConnection);
      }
    },
    // Channels carry the schema's name, so copies on other schemas (parallel test runs) stay apart.
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [`${schema ?? 'public'}_${channel}`, payload]);
      // This process's own listeners hear it at once, not only when PostgreSQL's
      // echo arrives on their connection: a copy that signs an account out must
      // refuse its tokens from the next request. The echo follows; listeners
      // take a message twice without harm.
      for (const local of localListeners) local(channel, payload);
    },
    async listen(channels, deliver) {
      const names = new Map(channels.map((channel) => [`${schema ?? 'public'}_${channel}`, channel] as const));
      const local = (channel: string, payload: string) => {
        if ((channels as readonly string[]).includes(channel)) deliver(channel as (typeof channels)[number], payload);
      };
      localListeners.add(local);
      const listening = await listenOn(options.connectionString, names, deliver);
      return {
        async stop() {
          localListeners.delete(local);
          await listening.stop();
        },
      };
    },
    close: () => pool.end(),
  };
}


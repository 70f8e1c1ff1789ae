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
}

const schemaName = /^[a-z_][a-z0-9_]{0,62}$/;

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const values = params as unknown[];
      // Statements with parameters are the application's queries; scripts (exec) stay unnamed.
      const result = await target.query<R>(values.length > 0 ? { name: statementName(sql), text: sql, values } : { text: sql, values });
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !schemaName.test(schema)) throw new Error(`Invalid schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  else await pool.query('SELECT 1');

  return {
    kind: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

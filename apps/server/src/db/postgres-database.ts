// A PostgreSQL server through a `pg` connection pool.
import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

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
      const result = await target.query<R>(sql, params as unknown[]);
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

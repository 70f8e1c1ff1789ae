// Embedded PostgreSQL (PGlite) in a local folder, or in memory for tests.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<R extends object = Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<R>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** `dataDir` undefined → in memory. */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite();
  await pglite.waitReady;
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}

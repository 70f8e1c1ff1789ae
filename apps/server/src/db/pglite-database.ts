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
  return pgliteDatabase(pglite);
}

/** The Database over a PGlite that is ready; closing it closes the PGlite. */
export function pgliteDatabase(pglite: PGlite): Database {
  return {
    kind: 'pglite',
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    async notify(channel, payload) {
      await pglite.query('SELECT pg_notify($1, $2)', [`portal_${channel}`, payload]);
    },
    // One process holds the embedded database, so nothing is ever missed.
    async listen(channels, deliver) {
      const stops = await Promise.all(channels.map((channel) => pglite.listen(`portal_${channel}`, (payload) => deliver(channel, payload))));
      return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
    },
    close: () => pglite.close(),
  };
}

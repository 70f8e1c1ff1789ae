// Runs a suite of *.int.test.ts on both databases (CONVENTIONS: PGlite and
// PostgreSQL): PGlite in memory, and a fresh PostgreSQL schema per suite.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { openPgliteFromSnapshot } from './pglite-snapshots.ts';

export type DatabaseKind = Database['kind'];

export interface TestDatabase {
  readonly kind: DatabaseKind;
  /** The migrated database of the running suite. */
  readonly db: () => Database;
}

async function openTestDatabase(kind: DatabaseKind, migrated: boolean): Promise<{ db: Database; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const snapshots = inject('pgliteSnapshots');
    const db = await openPgliteFromSnapshot(migrated ? snapshots.migrated : snapshots.empty);
    return { db, dispose: () => db.close() };
  }
  const url = inject('postgresUrl')!;
  const schema = `${inject('schemaPrefix')}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgresDatabase({ connectionString: url, schema, maxConnections: 5, commitWaitsForDisk: false });
  return {
    db,
    async dispose() {
      await db.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Opens an unmigrated database for the suite (for migration tests). */
export function describeOnEachDatabase(
  title: string,
  define: (database: TestDatabase) => void,
  { migrated = true }: { migrated?: boolean } = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const skip = kind === 'postgres' && inject('postgresUrl') === null;
    describe.skipIf(skip)(`${title} [${kind}]`, () => {
      let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
      beforeAll(async () => {
        opened = await openTestDatabase(kind, migrated);
        if (migrated) await migrate(opened.db);
      });
      afterAll(async () => {
        await opened?.dispose();
      });
      define({
        kind,
        db: () => {
          if (!opened) throw new Error('The test database is not open yet');
          return opened.db;
        },
      });
    });
  }
}

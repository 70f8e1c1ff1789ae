// The benchmark's own PostgreSQL schema (search_path), migrated and seeded
// with every domain's data, and dropped again however the run ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { seedDemoDataIfEmpty, seedSyntheticMembers } from '../src/db/seed/seed.ts';

export interface BenchDatabase {
  readonly db: Database;
  readonly schema: string;
  /** Closes the pool and drops the schema; safe to call twice. */
  dispose(): Promise<void>;
}

export async function openBenchDatabase(connectionString: string, maxConnections: number): Promise<BenchDatabase> {
  const schema = `portal_bench_${randomBytes(4).toString('hex')}`;
  const db = await openPostgresDatabase({ connectionString, schema, maxConnections });
  let disposed = false;
  return {
    db,
    schema,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await db.close().catch(() => undefined);
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Migrates, seeds the demo accounts and `members` synthetic members; resolves to the seconds seeding took. */
export async function seedBenchDatabase(db: Database, members: number, onProgress: (inserted: number) => void): Promise<number> {
  await migrate(db);
  await seedDemoDataIfEmpty(db, 0);
  const started = performance.now();
  let reported = 0;
  await seedSyntheticMembers(db, {
    count: members,
    onProgress: ({ inserted, total }) => {
      if (inserted - reported >= 10_000 || inserted === total) {
        reported = inserted;
        onProgress(inserted);
      }
    },
  });
  return (performance.now() - started) / 1000;
}

/**
 * Leaves PostgreSQL nothing to catch up on while measuring: statistics and
 * the visibility map of the freshly loaded tables (otherwise autovacuum
 * starts on them mid-run), and the dirty pages written out.
 */
export async function settleBenchDatabase(db: Database, schema: string): Promise<void> {
  const tables = await db.query<{ name: string }>(
    "SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = $1",
    [schema],
  );
  if (tables.length) await db.exec(`VACUUM (ANALYZE) ${tables.map((table) => table.name).join(', ')}`);
  await db.exec('CHECKPOINT').catch(() => undefined);
}

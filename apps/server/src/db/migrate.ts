// Numbered SQL migrations (001_….sql), applied in order at start and recorded
// in schema_migrations. The same SQL runs on PGlite and PostgreSQL.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

export interface Migration {
  /** The file name without `.sql`, e.g. `001_initial`. */
  readonly version: string;
  readonly sql: string;
}

// src/db/migrations in the source tree; dist/migrations next to the bundle
// (tsup copies them there).
const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const migrationFile = /^(\d{3}_[a-z0-9_]+)\.sql$/;

export async function loadMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => migrationFile.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: migrationFile.exec(name)![1]!,
      sql: await readFile(`${dir}/${name}`, 'utf8'),
    })),
  );
}

// Any fixed number: copies of the server starting together migrate one at a time.
const migrationLock = 727_001;

/** Applies the migrations not yet recorded; resolves to the versions applied now. */
export async function migrate(db: Database, migrations?: readonly Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
    const applied = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const pending = all.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}

// `node dist/migrate.js`: applies the pending migrations to DATABASE_URL and
// exits, for a deployment that migrates as a step of its own before new copies
// start (the Kubernetes Job of deploy/kubernetes). The server still migrates at
// start under the same advisory lock, so a copy that starts first is safe; this
// only lets a failed migration stop a rollout before any copy is replaced.
// PostgreSQL only: the embedded database belongs to one process, which migrates itself.
import { ConfigError } from './src/config.ts';
import { migrate } from './src/db/migrate.ts';
import { openPostgresDatabase } from './src/db/postgres-database.ts';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const url = databaseUrl ? URL.parse(databaseUrl) : null;
  if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// connection URL: the migrations run against PostgreSQL');
  }
  // No client-side query timeout: waiting for the lock of a copy that is migrating is
  // expected, and whoever runs this bounds the whole (the Job's activeDeadlineSeconds).
  const db = await openPostgresDatabase({ connectionString: databaseUrl!, maxConnections: 1, queryTimeoutMs: 0 });
  try {
    const applied = await migrate(db);
    console.info(applied.length > 0 ? `Applied migrations: ${applied.join(', ')}.` : 'No migration to apply: the database is up to date.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `The migrations failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

// DATABASE_URL unset → PGlite in DATA_DIR; set → that PostgreSQL server.
import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase({ connectionString: config.databaseUrl });
  await mkdir(config.dataDir, { recursive: true });
  return openPgliteDatabase(config.dataDir);
}

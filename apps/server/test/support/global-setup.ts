// Vitest global setup: makes sure the local PostgreSQL used by the *.int.test.ts
// PostgreSQL variant is up (starting it when down), makes the PGlite snapshots
// every suite starts from, and drops this run's schemas after.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { writePgliteSnapshots, type PgliteSnapshots } from './pglite-snapshots.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test PostgreSQL, or null when it cannot be reached. */
    postgresUrl: string | null;
    /** Prefix of this run's PostgreSQL schemas. */
    schemaPrefix: string;
    /** Files of an initialised PGlite, empty and migrated, that each suite loads instead of running initdb. */
    pgliteSnapshots: PgliteSnapshots;
  }
}

const defaultUrl = 'postgres://postgres@127.0.0.1:5432/test';

async function tryConnect(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createDatabaseIfMissing(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
  } catch {
    // Reported by the next connection attempt.
  } finally {
    await client.end().catch(() => undefined);
  }
}

function startLocalCluster(): void {
  try {
    execSync('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start', { stdio: 'ignore', timeout: 30_000 });
  } catch {
    // Reported by the next connection attempt.
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_POSTGRES_URL ?? defaultUrl;
  const schemaPrefix = `portal_test_${randomBytes(4).toString('hex')}`;
  let problem = await tryConnect(url);
  if (problem?.includes('does not exist')) {
    await createDatabaseIfMissing(url);
    problem = await tryConnect(url);
  }
  if (problem) {
    startLocalCluster();
    await createDatabaseIfMissing(url);
    problem = await tryConnect(url);
  }
  if (problem) {
    const message = `cannot reach PostgreSQL at ${url} (${problem}). Set TEST_POSTGRES_URL or start PostgreSQL.`;
    // CI must run every PostgreSQL variant (the cross-copy revocation test needs a real server):
    // a run that silently skipped them would stay green while testing half of what it claims.
    if (process.env.CI) throw new Error(`[server tests] ${message}`);
    console.warn(`\n[server tests] PostgreSQL variant SKIPPED: ${message}\n`);
  }
  project.provide('postgresUrl', problem ? null : url);
  project.provide('schemaPrefix', schemaPrefix);
  const snapshotDir = await mkdtemp(join(tmpdir(), 'portal-pglite-'));
  project.provide('pgliteSnapshots', await writePgliteSnapshots(snapshotDir));

  return async () => {
    await rm(snapshotDir, { recursive: true, force: true });
    if (problem) return;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ nspname: string }>(
        'SELECT nspname FROM pg_namespace WHERE starts_with(nspname, $1)',
        [schemaPrefix],
      );
      for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS ${nspname} CASCADE`);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
}

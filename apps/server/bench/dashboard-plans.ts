// `pnpm bench:dashboard-plans` (a script, not a test, nothing timed but the
// plans' own execution): EXPLAIN (ANALYZE, BUFFERS) of every statement a later
// dashboard open sends (docs/performance.md, "Dashboard open: statements and
// plans"), on PostgreSQL (DATABASE_URL, default the machine's
// postgres://postgres@127.0.0.1:5432/test) in a schema of its own with the demo
// data and `--members` synthetic members, VACUUM ANALYZEd. Each statement is
// explained with the parameters the open sent, inside a transaction rolled
// back (the audit INSERT stores nothing). Prints one line per statement and
// the plans; lists every sequential scan.
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createAuditTrail } from '../src/audit/index.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../src/documents/index.ts';
import { createInProcessPdfPool } from '../test/support/documents/in-process-pool.ts';
import { dashboardOpenPhases, sendDashboardCall } from '../test/support/dashboard-open.ts';
import { signTestAccessToken } from '../test/support/test-tokens.ts';

/**
 * Whether PostgreSQL settles on a generic plan for each statement, as the app's named statements (one per
 * connection) do: each runs 10 times on one connection, then pg_prepared_statements tells how many of its
 * executions were planned anew (custom plans cost a planning each time; plan_cache_mode=auto switches to the
 * generic plan after 5 when it looks no worse). In a transaction rolled back.
 */
async function printPlanCacheChoices(statements: ReadonlyArray<{ call: string; sql: string; params: readonly unknown[] }>) {
  const client = new pg.Client({ connectionString, options: `-c search_path=${schema}` });
  await client.connect();
  try {
    await client.query('BEGIN');
    console.info('\nPlan cache after 10 executions of each statement (custom = planned anew each time):');
    for (const [index, { call: of, sql, params }] of statements.entries()) {
      const name = `plan_probe_${index}`;
      for (let run = 0; run < 10; run += 1) await client.query({ name, text: sql, values: [...params] });
      const [row] = (await client.query<{ generic_plans: string; custom_plans: string }>(
        'SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [name])).rows;
      console.info(`  ${of}: generic ${row?.generic_plans}, custom ${row?.custom_plans} [${sql.replace(/\s+/g, ' ').slice(0, 80)}]`);
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

// --keep leaves the schema (its name is printed) for experiments in psql; drop it by hand after.
const { values } = parseArgs({ options: { members: { type: 'string', default: '10000' }, keep: { type: 'boolean', default: false } } });
const connectionString = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `dashboard_plans_${process.pid}`;
const admin = new pg.Client({ connectionString });
await admin.connect();
const db = await openPostgresDatabase({ connectionString, schema, maxConnections: 5 });
const sitesDir = await mkdtemp(join(tmpdir(), 'dashboard-plans-sites-'));
try {
  await migrate(db);
  await seedDemoDataIfEmpty(db, Number(values.members));
  await db.exec('VACUUM ANALYZE');
  const sent: Array<{ call: string; sql: string; params: readonly unknown[] }> = [];
  let call = '';
  const recording: Database = new Proxy(db, {
    get(inner, property, receiver) {
      if (property === 'query') return (sql: string, params: readonly unknown[] = []) => (sent.push({ call, sql, params }), inner.query(sql, params));
      const value: unknown = Reflect.get(inner, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'silent', SITES_DIR: sitesDir, DATABASE_URL: connectionString });
  const audit = createAuditTrail({ db: recording, flushDelayMs: 1_000 });
  const app = await buildApp(config, { db: recording, audit, renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
  await app.ready();
  for (const open of ['first', 'later']) {
    const token = await signTestAccessToken(db, config, { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' });
    sent.length = 0;
    for (const phase of dashboardOpenPhases) {
      call = phase.map(([, url]) => url.replace('/api/alic/', '')).join(' + ');
      const answers = await Promise.all(phase.map((c) => sendDashboardCall(app, token, c)));
      if (answers.some((answer) => answer.statusCode !== 200)) throw new Error(`${open} open: ${call} answered ${answers.map((a) => a.statusCode).join(', ')}`);
    }
  }
  await app.close();
  await audit.close();
  const later = [...sent];
  const seqScans: string[] = [];
  console.info(`${later.length} statements in a later open`);
  for (const { call: of, sql, params } of later) {
    const plan = await db.transaction(async (tx) => {
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      throw Object.assign(new Error('rollback'), { plan: rows.map((row) => row['QUERY PLAN']) });
    }).catch((error: { plan?: string[] }) => {
      if (!error.plan) throw error;
      return error.plan;
    });
    const top = plan[0]!.replace(/\s+\(cost.*/, '');
    const time = plan.find((line) => line.startsWith('Execution Time'));
    const buffers = plan.find((line) => line.trim().startsWith('Buffers'))?.trim();
    for (const line of plan) if (/Seq Scan on (\w+)/.test(line)) seqScans.push(`${line.trim().split(' (')[0]} [${sql.replace(/\s+/g, ' ').slice(0, 60)}]`);
    console.info(`\n## ${of}: ${sql.replace(/\s+/g, ' ').slice(0, 90)}\n  ${top} | ${time} | ${buffers}`);
    console.info(plan.map((line) => `    ${line}`).join('\n'));
  }
  console.info(`\nSequential scans: ${seqScans.length ? `\n  ${seqScans.join('\n  ')}` : 'none'}`);
  await printPlanCacheChoices(later);
} finally {
  await db.close();
  if (values.keep) console.info(`schema ${schema} kept (--keep)`);
  else await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
  await rm(sitesDir, { recursive: true, force: true });
}

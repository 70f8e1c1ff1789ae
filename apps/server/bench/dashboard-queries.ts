// `pnpm bench:dashboard-queries` (a script, not a test): which SQL statements
// one dashboard open sends, call by call — the reads (b″) pays for, counted
// rather than timed, so it runs anywhere. Opens Maria's (alic's demo member)
// dashboard twice with fresh tokens on an embedded database with the demo
// data: the first open after start, then a second like any later member's.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../src/documents/index.ts';
import { createInProcessPdfPool } from '../test/support/documents/in-process-pool.ts';
import { dashboardOpenCalls, sendDashboardCall } from '../test/support/dashboard-open.ts';
import { recordStatements } from '../test/support/statement-recorder.ts';
import { signTestAccessToken } from '../test/support/test-tokens.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'dashboard-queries-'));
const sitesDir = await mkdtemp(join(tmpdir(), 'dashboard-queries-sites-'));
const db = await openPgliteDatabase(join(dataDir, 'db'));
await migrate(db);
await seedDemoDataIfEmpty(db, 20);
const config = loadConfig({ LOG_LEVEL: 'silent', SITES_DIR: sitesDir });
const recorder = recordStatements(db);
const app = await buildApp(config, { db: recorder.db, renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
await app.ready();

for (const open of ['first open', 'second open']) {
  const token = await signTestAccessToken(db, config, { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' });
  let total = 0;
  console.info(`\n## ${open}`);
  for (const call of dashboardOpenCalls) {
    const [method, url] = call;
    recorder.take();
    const response = await sendDashboardCall(app, token, call);
    const statements = recorder.take();
    total += statements.length;
    console.info(`${method} ${url} → ${response.statusCode}: ${statements.length} statements`);
    // A failing call sends fewer statements: a count with one is no count.
    if (response.statusCode !== 200) process.exitCode = 1;
    for (const sql of statements) console.info(`    ${sql.slice(0, 150)}`);
  }
  console.info(`${open}: ${total} statements for ${dashboardOpenCalls.length} calls`);
}

await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
await rm(sitesDir, { recursive: true, force: true });

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
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { openPgliteDatabase } from '../src/db/pglite-database.ts';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../src/documents/index.ts';
import { createInProcessPdfPool } from '../test/support/documents/in-process-pool.ts';
import { signTestAccessToken } from '../test/support/test-tokens.ts';

const statements: string[] = [];

/** The database the app is given, writing down every statement it sends. */
function recording(db: Database): Database {
  const record = (sql: string) => statements.push(sql.replace(/\s+/g, ' ').trim());
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'query') return (sql: string, params?: readonly unknown[]) => (record(sql), target.query(sql, params));
      if (property === 'transaction') {
        return <T>(work: (tx: Database) => Promise<T>) => target.transaction((tx) => work(recording(tx as Database)));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const dataDir = await mkdtemp(join(tmpdir(), 'dashboard-queries-'));
const sitesDir = await mkdtemp(join(tmpdir(), 'dashboard-queries-sites-'));
const db = await openPgliteDatabase(join(dataDir, 'db'));
await migrate(db);
await seedDemoDataIfEmpty(db, 20);
const config = loadConfig({ LOG_LEVEL: 'silent', SITES_DIR: sitesDir, AUDIT_READS_WAIT: 'true' });
const app = await buildApp(config, { db: recording(db), renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
await app.ready();

// What the shell sends with its configuration call (the bench's dashboard opens send the same).
const metadataCapture = JSON.stringify({ userAgent: 'Mozilla/5.0 portal-bench', language: 'en', page: '/dashboard', screenWidth: 1280, screenHeight: 800, timeZone: 'America/Chicago' });
const spdc = { subsidiaryNumber: 10, policyNumber: 120_000, divisionNumber: 1, certificateNumber: 9_000_001 };
const api = '/api/alic';
const calls: [method: 'GET' | 'POST', url: string, body?: object][] = [
  ['GET', `${api}/config`],
  ['GET', `${api}/features`],
  ['GET', `${api}/members`],
  ['GET', `${api}/members/messages`],
  ['GET', `${api}/members/visibilityRules`],
  ['POST', `${api}/members/patientDetails`, spdc],
  ['POST', `${api}/members/documents`, spdc],
  ['GET', `${api}/chat/availability`],
  ['POST', `${api}/members/patientDetails/1`, spdc],
];

for (const open of ['first open', 'second open']) {
  const token = await signTestAccessToken(db, config, { partner: 'alic', memberId: '900000001', subject: 'demo-alic-member' });
  let total = 0;
  console.info(`\n## ${open}`);
  for (const [method, url, body] of calls) {
    statements.length = 0;
    const response = await app.inject({ method, url, payload: body, headers: { authorization: `Bearer ${token}`, host: 'localhost:8080', 'x-metadata-capture': metadataCapture } });
    // Audit rows are written after the answer: give them a moment to be counted with their call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    total += statements.length;
    console.info(`${method} ${url} → ${response.statusCode}: ${statements.length} statements`);
    for (const sql of statements) console.info(`    ${sql.slice(0, 150)}`);
  }
  console.info(`${open}: ${total} statements for ${calls.length} calls`);
}

await app.close();
await db.close();
await rm(dataDir, { recursive: true, force: true });
await rm(sitesDir, { recursive: true, force: true });

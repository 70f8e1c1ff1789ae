// `pnpm bench:fhir` (a script, not a test): how long does an app take to
// read every ExplanationOfBenefit of a member with many claims, a page of 50
// at a time, and how long does "Download my data" take for the same member?
//
// Its own PostgreSQL schema, migrated and seeded by the normal seeders (the
// demo accounts and a few synthetic members); then one synthetic member is
// given `--claims` claims in all (as the patient: the search names one) with
// the seed's own claim generator: further histories of that member's own
// coverage lines and plans (other seeds of the generator), renumbered so
// every claim number is new. The real
// app, called in process (app.inject: the server's work, not the network).
// Each run signs a fresh token (no verified-token cache hit), then follows
// `ExplanationOfBenefit?patient=…&_count=50` and its `next` links to the end.
//
//   pnpm bench:fhir [--claims 500] [--runs 20] [--warmup 2] [--page 50] [--write]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { dayOfMoment } from '../src/adjudication/calendar-days.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { syntheticClaimsOf } from '../src/db/seed/claims-generator.ts';
import { paymentNumberOf, eobObjectIdOf } from '../src/db/seed/claims-numbers.ts';
import { groupPlansOf } from '../src/db/seed/claims-plans.ts';
import { insertClaims } from '../src/db/seed/claims-seed-repository.ts';
import type { SeedClaim } from '../src/db/seed/claims-seed-types.ts';
import { defaultSeed } from '../src/db/seed/seed.ts';
import { syntheticMember } from '../src/db/seed/synthetic-members.ts';
import { patientAccessScope } from '../test/support/fhir/fhir-calls.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';
import { openBenchDatabase, seedBenchDatabase, settleBenchDatabase, type BenchDatabase } from './bench-database.ts';
import { benchApplicationName } from './cpu-usage.ts';

const { values } = parseArgs({
  options: {
    claims: { type: 'string', default: '500' },
    runs: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
    page: { type: 'string', default: '50' },
    write: { type: 'boolean', default: false },
  },
});
const settings = { claims: Number(values.claims), runs: Number(values.runs), warmup: Number(values.warmup), page: Number(values.page) };
for (const [name, value] of Object.entries(settings)) {
  if (!Number.isInteger(value) || value < (name === 'warmup' ? 0 : 1)) throw new Error(`--${name} must be a whole number${name === 'warmup' ? '' : ' above 0'}, got ${value}`);
}
if (settings.page > 100) throw new Error('--page is at most 100 (the API\'s largest page)');

process.env.PGAPPNAME = benchApplicationName;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const performancePage = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
const command = `pnpm bench:fhir --claims ${settings.claims} --runs ${settings.runs} --page ${settings.page}`;
const partner = 'alic';
/** Synthetic members seeded besides the demo accounts: one of them gets the claims. */
const syntheticMembers = 20;
const begin = '<!-- fhir-eob:begin';
const end = '<!-- fhir-eob:end -->';

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}

/**
 * A synthetic member with claims, topped up to `total` claims of their own (claimant 1)
 * from further histories of their own lines (generator seeds after the default), each
 * claim, EOB and payment number made new. Resolves to the member id.
 */
async function memberWithClaims(db: Database, total: number): Promise<string> {
  const today = dayOfMoment(new Date());
  for (let number = 0; number < syntheticMembers; number += 1) {
    const member = syntheticMember(defaultSeed, number);
    if (member.partner !== partner) continue;
    const [{ n: existing } = { n: 0 }] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM claims WHERE member_id = $1 AND claimant_number = 1', [member.id],
    );
    const plans = groupPlansOf(defaultSeed, member.stateCode);
    if (existing === 0 || syntheticClaimsOf(member, { seed: defaultSeed + 1, today, plans }).length === 0) continue;
    const added: SeedClaim[] = [];
    for (let round = 1; existing + added.length < total; round += 1) {
      if (round > 10_000) throw new Error(`member ${member.id}: could not reach ${total} claims`);
      for (const claim of syntheticClaimsOf(member, { seed: defaultSeed + round, today, plans })) {
        if (existing + added.length >= total) break;
        const claimNumber = `B${round}-${claim.claimNumber}`;
        added.push({
          ...claim,
          // The member's own claims: the search asks for one patient.
          claimantNumber: 1,
          patientRelationship: 'SELF',
          claimNumber,
          eobObjectId: claim.eobObjectId === null ? null : eobObjectIdOf(claimNumber),
          payments: claim.payments.map((payment, index) => ({
            ...payment,
            paymentNumber: paymentNumberOf(claimNumber, index, payment.paymentNumber.startsWith('CHK') ? 'CHK' : 'EFT'),
          })),
        });
      }
    }
    for (let start = 0; start < added.length; start += 200) await insertClaims(db, added.slice(start, start + 200));
    return member.id;
  }
  throw new Error(`no synthetic ${partner} member with claims among the ${syntheticMembers} seeded`);
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

interface Answer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

interface SearchPage {
  total?: number;
  entry?: unknown[];
  link?: { relation: string; url: string }[];
}

interface Timings {
  pages: number[];
  exports: number[];
  downloads: number[];
  pagesPerExport: number;
  eobs: number;
  /** The searchset's total, which every page's entries must add up to. */
  total: number;
  downloadBytes: number;
}

async function timeRuns(app: FastifyInstance, db: Database, config: Config, memberId: string): Promise<Timings> {
  const signer = await testAccessTokenSigner(db, config, { partner });
  const timings: Timings = { pages: [], exports: [], downloads: [], pagesPerExport: 0, eobs: 0, total: 0, downloadBytes: 0 };
  const patient = `Patient/${memberId}-1`;
  for (let run = 0; run < settings.warmup + settings.runs; run += 1) {
    const measured = run >= settings.warmup;
    // A fresh token every run: the app's verified-token cache never answers.
    const appToken = await signer({ memberId, subject: `bench-${memberId}`, scope: patientAccessScope, expiresInSeconds: 900 });
    let next: string | undefined = `/fhir/${partner}/ExplanationOfBenefit?patient=${encodeURIComponent(patient)}&_count=${settings.page}`;
    let pages = 0;
    let eobs = 0;
    const exportStarted = performance.now();
    while (next) {
      const started = performance.now();
      const response: Answer = await app.inject({ method: 'GET', url: next, headers: { authorization: `Bearer ${appToken}` } });
      const took = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${next}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      const bundle = response.json() as SearchPage;
      timings.total = bundle.total ?? -1;
      if (measured) timings.pages.push(took);
      pages += 1;
      eobs += bundle.entry?.length ?? 0;
      const link: string | undefined = bundle.link?.find((l) => l.relation === 'next')?.url;
      next = link ? new URL(link).pathname + new URL(link).search : undefined;
    }
    if (measured) timings.exports.push(performance.now() - exportStarted);
    timings.pagesPerExport = pages;
    timings.eobs = eobs;

    const portalToken = await signer({ memberId, subject: `bench-${memberId}`, expiresInSeconds: 900 });
    const started = performance.now();
    const download = await app.inject({ method: 'GET', url: `/api/${partner}/members/dataExport`, headers: { authorization: `Bearer ${portalToken}` } });
    if (download.statusCode !== 200) throw new Error(`dataExport: ${download.statusCode} ${download.body.slice(0, 300)}`);
    if (measured) timings.downloads.push(performance.now() - started);
    timings.downloadBytes = download.rawPayload.length;
  }
  return timings;
}

function section(timings: Timings, processed: number, total: number, postgres: string): string {
  const row = (what: string, values: readonly number[], count: string) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `| ${what} | ${count} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(sorted.at(-1)!)} |`;
  };
  return [
    `${begin} (written by \`pnpm bench:fhir --write\`) -->`,
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`, Node ${process.version}, ${postgres}, ${cpus().length} cores. `
      + `One alic member with ${total} claims of their own (${processed} processed; ${timings.eobs} EOBs, pending claims have none), `
      + `${timings.pagesPerExport} pages of ${settings.page}; ${settings.runs} runs after ${settings.warmup} warm-up, a fresh token each; `
      + 'the app called in process (app.inject), so the server\'s work without the network.',
    '',
    '| what | measured | p50 ms | p95 ms | max ms |',
    '|---|---:|---:|---:|---:|',
    row(`one page (\`ExplanationOfBenefit?patient=…&_count=${settings.page}\`)`, timings.pages, `${timings.pages.length} pages`),
    row(`every EOB, following \`next\` to the end (${timings.pagesPerExport} pages)`, timings.exports, `${timings.exports.length} runs`),
    row(`"Download my data" (\`GET /api/alic/members/dataExport\`, ${(timings.downloadBytes / 1024).toFixed(0)} KiB)`, timings.downloads, `${timings.downloads.length} runs`),
    end,
  ].join('\n');
}

async function writeSection(text: string): Promise<void> {
  const page = await readFile(performancePage, 'utf8');
  const from = page.indexOf(begin);
  const to = page.indexOf(end);
  const updated = from >= 0 && to > from
    ? `${page.slice(0, from)}${text}${page.slice(to + end.length)}`
    : `${page.trimEnd()}\n\n## FHIR: every EOB of a member, in pages\n\n${text}\n`;
  await writeFile(performancePage, updated);
}

async function main(): Promise<void> {
  const started = Date.now();
  const bench: BenchDatabase = await openBenchDatabase(databaseUrl, 4);
  cleanups.push(() => bench.dispose());
  console.info(`seeding schema ${bench.schema} …`);
  await seedBenchDatabase(bench.db, syntheticMembers, () => undefined);
  const memberId = await memberWithClaims(bench.db, settings.claims);
  await settleBenchDatabase(bench.db, bench.schema);
  const [counts = { total: 0, processed: 0 }] = await bench.db.query<{ total: number; processed: number }>(
    `SELECT count(*)::int AS total, (count(*) FILTER (WHERE processed_date IS NOT NULL))::int AS processed
       FROM claims WHERE member_id = $1 AND claimant_number = 1`,
    [memberId],
  );
  console.info(`member ${memberId} (as patient ${memberId}-1): ${counts.total} claims, ${counts.processed} processed`);

  const folder = await mkdtemp(join(tmpdir(), 'portal-fhir-bench-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder });
  const app = await buildApp(config, { db: bench.db });
  cleanups.push(() => app.close());
  await app.ready();
  const [{ server_version: postgresVersion } = { server_version: '?' }] = await bench.db.query<{ server_version: string }>('SHOW server_version');

  const timings = await timeRuns(app, bench.db, config, memberId);
  if (timings.eobs !== timings.total) throw new Error(`the pages held ${timings.eobs} EOBs, the searchset's total is ${timings.total}`);
  const text = section(timings, counts.processed, counts.total, `PostgreSQL ${postgresVersion}`);
  console.info(`\n${text}\n`);
  if (values.write) {
    await writeSection(text);
    console.info(`wrote ${performancePage}`);
  }
  console.info(`done in ${Math.round((Date.now() - started) / 1000)} s`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`The FHIR EOB benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

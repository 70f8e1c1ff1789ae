// `pnpm bench:scale` (a script, not a test): is the latency of
// GET /api/alic/members and of the claims list's first page (POST
// /api/alic/members/claims) flat from 10 000 to 1 000 000 members? Target: p50
// at 1 000 000 ≤ 1.2× p50 at 10 000.
//
// Two PostgreSQL schemas side by side, each migrated and given a template of
// synthetic members by the normal seeders, then grown by bulk copies
// (scale-seed.ts) to the small and the large size; VACUUM ANALYZE and a
// CHECKPOINT. Two copies of the real app (one per schema) on loopback. Then,
// per call, the small and the large app are loaded **at the same time**, each
// at the same fixed rate (open model, bench/fixed-rate.ts, in child
// processes), so whatever else the machine does hits both alike; every
// request is a different member picked at random across the whole range,
// with a token of its own (no answer-cache or token-cache hit). Also prints
// EXPLAIN ANALYZE of the calls' queries at both sizes, taken from the
// repositories themselves.
//
//   pnpm bench:scale [--large 1000000] [--small 10000] [--template 1000] [--requests 2000] [--rate 100] [--no-write]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Spdc } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database, Queryable } from '../src/db/database.ts';
import { createClaimsRepository } from '../src/modules/claims/repository.ts';
import { createMembersRepository } from '../src/modules/members/repository.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';
import type { BenchDatabase } from './bench-database.ts';
import { benchApplicationName } from './cpu-usage.ts';
import type { LoadRequest, LoadResult } from './load-types.ts';
import { runLoad } from './run-load.ts';
import { copyBase, openBulkBenchDatabase, tableSizes, type TemplateMember } from './scale-seed.ts';
import { seededRandom } from './seeded-random.ts';

const { values } = parseArgs({
  options: {
    large: { type: 'string', default: '1000000' },
    small: { type: 'string', default: '10000' },
    template: { type: 'string', default: '1000' },
    requests: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '100' },
    write: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const settings = {
  large: Number(values.large),
  small: Number(values.small),
  template: Number(values.template),
  requests: Number(values.requests),
  rate: Number(values.rate),
};
const ratioTarget = 1.2;
process.env.PGAPPNAME = benchApplicationName;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const performancePage = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
const argv = process.argv.slice(2).join(' ');
const command = `pnpm bench:scale${argv ? ` ${argv}` : ''}`;

const cleanups: Array<() => Promise<unknown>> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((error: unknown) => console.error(error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

interface SizedApp {
  readonly size: number;
  readonly bench: BenchDatabase;
  readonly template: TemplateMember[];
  readonly app: FastifyInstance;
  readonly url: string;
  readonly config: Config;
  readonly seedSeconds: number;
}

/** A schema with `size` members: the template seeded normally, the rest copied. */
async function sizedDatabase(size: number): Promise<Omit<SizedApp, 'app' | 'url' | 'config'>> {
  console.info(`${size.toLocaleString('en-US')} members: template of ${settings.template}, then copies …`);
  const sized = await openBulkBenchDatabase(databaseUrl, size, {
    templateSize: settings.template,
    onProgress: (done) => console.info(`  ${done.toLocaleString('en-US')} copies`),
  });
  cleanups.push(() => sized.bench.dispose());
  console.info(`  ${sized.seedSeconds.toFixed(0)} s (with VACUUM ANALYZE and CHECKPOINT); ${JSON.stringify(await tableSizes(sized.bench.db))}`);
  return { ...sized };
}

const random = seededRandom;

interface PickedMember {
  readonly memberId: string;
  readonly spdc: Spdc;
}

/** `count` distinct copies of alic members with an active dental line, at random across all copies. */
function pickMembers(sized: Omit<SizedApp, 'app' | 'url' | 'config'>, count: number, seed: number): PickedMember[] {
  const copies = sized.size - sized.template.length;
  const next = random(seed);
  const chosen = new Map<number, PickedMember>();
  for (let tries = 0; chosen.size < count && tries < count * 100; tries++) {
    const n = Math.floor(next() * copies);
    const template = sized.template[n % sized.template.length]!;
    if (template.partner !== 'alic' || !template.dental || chosen.has(n)) continue;
    chosen.set(n, { memberId: String(copyBase + n), spdc: { ...template.dental, certificateNumber: copyBase + n } });
  }
  if (chosen.size < count) throw new Error(`only ${chosen.size} distinct alic members with a dental line for ${count} requests: raise --small`);
  return [...chosen.values()];
}

async function requestsFor(sized: SizedApp, members: readonly PickedMember[], withBody: boolean): Promise<LoadRequest[]> {
  const sign = await testAccessTokenSigner(sized.bench.db, sized.config, { partner: 'alic' });
  const requests: LoadRequest[] = [];
  for (const member of members) {
    const token = await sign({ memberId: member.memberId, subject: `bench-${member.memberId}`, expiresInSeconds: 3_600 });
    requests.push({ headers: { authorization: `Bearer ${token}` }, ...(withBody ? { body: JSON.stringify(member.spdc) } : {}) });
  }
  return requests;
}

/** EXPLAIN ANALYZE of every query a repository call sends, instead of running it. */
function explaining(db: Queryable, plans: string[]): Queryable {
  return {
    async query<R extends object>(sql: string, params?: readonly unknown[]): Promise<R[]> {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF, BUFFERS) ${sql}`, params);
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
      return [];
    },
    exec: (sql) => db.exec(sql),
  };
}

async function plansOf(sized: SizedApp, member: PickedMember): Promise<{ members: string; claims: string }> {
  const membersPlans: string[] = [];
  const repository = createMembersRepository(explaining(sized.bench.db, membersPlans));
  await repository.findMemberWithLines(member.memberId, 'alic');
  const claimsPlans: string[] = [];
  const claims = createClaimsRepository(explaining(sized.bench.db, claimsPlans));
  await claims.findLinesOfBusiness(member.memberId, 'alic', member.spdc);
  const today = new Date().toISOString().slice(0, 10);
  await claims.findClaimPage({ memberId: member.memberId, viewer: null, spdc: member.spdc, claimTypes: ['dental', 'ortho', 'estimate'], from: null, to: today, limit: 10, offset: 0 });
  return { members: membersPlans.join('\n\n'), claims: claimsPlans.join('\n\n') };
}

/** Index (only) scans and nothing read in full: a plan that stays flat. */
function indexedOnly(plan: string): boolean {
  return !/Seq Scan on (members|coverage_lines|patients|claims)\b/.test(plan);
}

interface CallResult {
  readonly name: string;
  readonly small: LoadResult;
  readonly large: LoadResult;
}

/** Loads the small and the large app at once, each at the set rate, with its own distinct members. */
async function measureCall(name: string, method: 'GET' | 'POST', path: string, small: SizedApp, large: SizedApp, pools: [LoadRequest[], LoadRequest[]]): Promise<CallResult> {
  const warmUp = Math.min(200, Math.floor(pools[0].length / 10));
  const job = (app: SizedApp, pool: LoadRequest[], slice: [number, number?]) => ({
    url: app.url, method, path, pool: pool.slice(...slice), connections: 20, overallRate: settings.rate,
    durationSeconds: (pool.slice(...slice).length) / settings.rate,
  });
  await Promise.all([runLoad(job(small, pools[0], [0, warmUp])), runLoad(job(large, pools[1], [0, warmUp]))]);
  console.info(`measuring ${name}: ${pools[0].length - warmUp} requests each at ${settings.rate} req/s, both sizes at once …`);
  const [smallResult, largeResult] = await Promise.all([runLoad(job(small, pools[0], [warmUp])), runLoad(job(large, pools[1], [warmUp]))]);
  for (const [label, result] of [['small', smallResult], ['large', largeResult]] as const) {
    console.info(`  ${label}: p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  }
  return { name, small: smallResult, large: largeResult };
}

const thousands = (value: number) => value.toLocaleString('en-US');

function section(results: readonly CallResult[], sizes: Array<Omit<SizedApp, 'app' | 'url' | 'config'> & { rows: Record<string, number> }>, plans: Array<{ members: string; claims: string }>, load: [number, number], postgres: string): string {
  const [small, large] = sizes as [(typeof sizes)[0], (typeof sizes)[0]];
  const rows = results.map((r) => {
    const ratio = r.large.latencyMs.p50 / r.small.latencyMs.p50;
    const ratio99 = r.large.latencyMs.p99 / r.small.latencyMs.p99;
    const bad = r.small.non2xx + r.small.errors + r.large.non2xx + r.large.errors;
    return `| ${r.name} | ${r.small.latencyMs.p50} | ${r.large.latencyMs.p50} | **${ratio.toFixed(2)}×** | ${r.small.latencyMs.p99} | ${r.large.latencyMs.p99} | ${ratio99.toFixed(2)}× | ${bad} | ${ratio <= ratioTarget ? 'met' : '**missed**'} |`;
  });
  const allIndexed = plans.every((plan) => indexedOnly(plan.members) && indexedOnly(plan.claims));
  return [
    '<!-- scale:begin (written by `pnpm bench:scale`) -->',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`, Node ${process.version}, ${postgres}, ${cpus().length} cores, load average ${load[0].toFixed(1)} before, ${load[1].toFixed(1)} after.`,
    '',
    '| size | members | coverage lines | patients | claims | built in |',
    '|---:|---:|---:|---:|---:|---:|',
    ...sizes.map((s) => `| ${thousands(s.size)} | ${thousands(s.rows.members!)} | ${thousands(s.rows.coverage_lines!)} | ${thousands(s.rows.patients!)} | ${thousands(s.rows.claims!)} | ${s.seedSeconds.toFixed(0)} s |`),
    '',
    `Both sizes loaded at once, ${settings.rate} req/s each (open model), every request a different alic member picked at random across the whole range, with a token of its own.`,
    '',
    `| call | p50 ms at ${thousands(small.size)} | p50 ms at ${thousands(large.size)} | p50 ratio | p99 ms at ${thousands(small.size)} | p99 ms at ${thousands(large.size)} | p99 ratio | errors / non-2xx | p50 ≤ ${ratioTarget}× |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    `Every query an index scan at both sizes (no sequential scan of members, coverage_lines, patients or claims): **${allIndexed ? 'yes' : 'no'}**.`,
    '',
    ...sizes.flatMap((s, index) => [
      `<details><summary>EXPLAIN (ANALYZE, BUFFERS) at ${thousands(s.size)} members</summary>`,
      '',
      '```',
      '-- GET members: the member, then their coverage lines',
      plans[index]!.members,
      '',
      '-- claims list: the lines of business under the SPDC, then the first page',
      plans[index]!.claims,
      '```',
      '</details>',
      '',
    ]),
    '<!-- scale:end -->',
  ].join('\n');
}

async function writeSection(text: string): Promise<void> {
  const page = await readFile(performancePage, 'utf8');
  const begin = page.indexOf('<!-- scale:begin');
  const end = page.indexOf('<!-- scale:end -->');
  const updated = begin >= 0 && end > begin
    ? `${page.slice(0, begin)}${text}${page.slice(end + '<!-- scale:end -->'.length)}`
    : `${page.trimEnd()}\n\n## Latency at scale\n\n${text}\n`;
  await writeFile(performancePage, updated);
}

async function startApp(sized: Omit<SizedApp, 'app' | 'url' | 'config'>, folder: string): Promise<SizedApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder });
  const app = await buildApp(config, { db: sized.bench.db as Database });
  cleanups.push(() => app.close());
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { ...sized, app, url, config };
}

async function main(): Promise<void> {
  const started = Date.now();
  const loadBefore = loadavg()[0]!;
  const smallDb = await sizedDatabase(settings.small);
  const largeDb = await sizedDatabase(settings.large);
  const sizes = [
    { ...smallDb, rows: await tableSizes(smallDb.bench.db) },
    { ...largeDb, rows: await tableSizes(largeDb.bench.db) },
  ];
  const folder = await mkdtemp(join(tmpdir(), 'portal-scale-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  const small = await startApp(smallDb, join(folder, 'small'));
  const large = await startApp(largeDb, join(folder, 'large'));
  const [{ server_version: postgresVersion } = { server_version: '?' }] = await small.bench.db.query<{ server_version: string }>('SHOW server_version');

  // Distinct members for each call and size: none asked twice, none shared between the calls.
  const perCall = settings.requests;
  const pickedSmall = pickMembers(small, 2 * perCall, 1);
  const pickedLarge = pickMembers(large, 2 * perCall, 2);
  console.info('signing tokens …');
  const membersPools: [LoadRequest[], LoadRequest[]] = [await requestsFor(small, pickedSmall.slice(0, perCall), false), await requestsFor(large, pickedLarge.slice(0, perCall), false)];
  const claimsPools: [LoadRequest[], LoadRequest[]] = [await requestsFor(small, pickedSmall.slice(perCall), true), await requestsFor(large, pickedLarge.slice(perCall), true)];
  for (const [sized, pool] of [[small, claimsPools[0]], [large, claimsPools[1]]] as const) {
    const check = await sized.app.inject({ method: 'POST', url: '/api/alic/members/claims', headers: { ...pool[0]!.headers, 'content-type': 'application/json' }, payload: pool[0]!.body! });
    if (check.statusCode !== 200) throw new Error(`claims list at ${sized.size} answered ${check.statusCode}: ${check.body.slice(0, 300)}`);
  }
  const plans = [await plansOf(small, pickedSmall.at(-1)!), await plansOf(large, pickedLarge.at(-1)!)];

  const results = [
    await measureCall('GET /api/alic/members', 'GET', '/api/alic/members', small, large, membersPools),
    await measureCall('POST /api/alic/members/claims (first page)', 'POST', '/api/alic/members/claims', small, large, claimsPools),
  ];
  const text = section(results, sizes, plans, [loadBefore, loadavg()[0]!], `PostgreSQL ${postgresVersion}`);
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
  console.error(`The scale benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

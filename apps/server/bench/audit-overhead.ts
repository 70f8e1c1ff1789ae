// `pnpm bench:audit-overhead` (a script, not a test): what the audit
// trail costs member calls. Seeds synthetic members into a PostgreSQL schema
// of its own, starts the real app twice on loopback — once with the audit
// trail (group commit into audit_events; a member's reads queue their event,
// changes wait for theirs, as the app runs by default) and
// once with a trail that writes nothing — and measures GET members and POST
// members/claims with autocannon in a child process, every request a different
// member's token (no one member's cached answer). The two apps run in
// turn, round after round (off, on, off, on, …), so a busy machine weighs on
// both alike; the median round of each is compared. Target: ≤ 10 % fewer
// requests per second with auditing. Prints a table, writes the
// "Audit trail overhead" block of docs/performance.md, drops its
// schema and exits.
//
//   pnpm bench:audit-overhead [--members 20000] [--tokens 5000] [--duration 8] [--rounds 3]
//                             [--connections 50] [--no-write]
// Every reply waits for its event's group commit (audit-trail.ts).
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { getClaims, getMembers } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import { createAuditTrail, type AuditTrail } from '../src/audit/audit-trail.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { openBenchDatabase, seedBenchDatabase, settleBenchDatabase } from './bench-database.ts';
import { benchApplicationName, cpuPerRequest, sampleCpu } from './cpu-usage.ts';
import type { LoadJob, LoadRequest, LoadResult } from './load.ts';
import { runLoad } from './run-load.ts';
import { benchMembers } from './tokens.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '20000' },
    tokens: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    write: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const settings = {
  members: Number(values.members),
  tokens: Number(values.tokens),
  durationSeconds: Number(values.duration),
  rounds: Number(values.rounds),
  connections: Number(values.connections),
};
const targetOverhead = 0.1;
// Read by pg when it connects: names the bench's connections, so their backends' CPU is counted.
process.env.PGAPPNAME = benchApplicationName;
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const argv = process.argv.slice(2).join(' ');
const command = `pnpm bench:audit-overhead${argv ? ` ${argv}` : ''}`;

/** A trail that keeps nothing: the app as it was before the audit trail. */
const noAudit: AuditTrail = { record: async () => undefined, close: async () => undefined };

/** The real trail over a database that counts the trail's INSERTs (events per group commit). */
function countingTrail(db: Database): { audit: AuditTrail; inserts: () => number } {
  let inserts = 0;
  const counted: Database = {
    ...db,
    query: (sql, params) => {
      inserts += 1;
      return db.query(sql, params);
    },
  };
  const audit = createAuditTrail({ db: counted });
  return { audit, inserts: () => inserts };
}

interface Round {
  readonly audited: boolean;
  readonly result: LoadResult;
  /** CPU per answered request: this process (the app) and the PostgreSQL backends serving it. */
  readonly cpuMicros: number;
}

interface CallResult {
  readonly name: string;
  readonly rounds: readonly Round[];
  readonly eventsWritten: number;
  readonly inserts: number;
}

const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summary(rounds: readonly Round[], audited: boolean) {
  const mine = rounds.filter((round) => round.audited === audited).map((round) => round.result);
  return {
    requestsPerSecond: median(mine.map((result) => result.requestsPerSecond)),
    p99Ms: median(mine.map((result) => result.latencyMs.p99)),
    each: mine.map((result) => Math.round(result.requestsPerSecond)),
    cpuMicros: median(rounds.filter((round) => round.audited === audited).map((round) => round.cpuMicros)),
    failures: mine.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
  };
}

const auditCount = async (db: Database) => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events'))[0]!.n;

async function measureCall(
  name: string,
  job: (url: string) => LoadJob,
  apps: { off: string; on: string },
  db: Database,
  inserts: () => number,
): Promise<CallResult> {
  // Warm both (JIT, connection pools, the token cache) before the first round counts.
  for (const url of [apps.off, apps.on]) await runLoad({ ...job(url), durationSeconds: 2 });
  const rounds: Round[] = [];
  const eventsBefore = await auditCount(db);
  const insertsBefore = inserts();
  let audited = 0;
  for (let round = 0; round < settings.rounds; round += 1) {
    for (const on of [false, true]) {
      const before = await sampleCpu(db);
      const result = await runLoad({ ...job(on ? apps.on : apps.off), durationSeconds: settings.durationSeconds });
      // Let the last group commit land before reading the CPU it cost.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const cpu = cpuPerRequest(before, await sampleCpu(db), result.completed);
      const cpuMicros = cpu.serverMicros + (cpu.postgresMicros ?? 0);
      if (on) audited += result.completed;
      rounds.push({ audited: on, result, cpuMicros });
      console.info(`  ${name} ${on ? 'with audit   ' : 'without audit'} round ${round + 1}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.latencyMs.p99} ms, CPU ${Math.round(cpu.serverMicros)} + ${Math.round(cpu.postgresMicros ?? 0)} µs/request`);
    }
  }
  const eventsWritten = (await auditCount(db)) - eventsBefore;
  console.info(`  ${name}: ${eventsWritten} events written for ${audited} audited answers`);
  return { name, rounds, eventsWritten, inserts: inserts() - insertsBefore };
}

function report(results: readonly CallResult[], postgresVersion: string, loadBefore: number): string {
  const rows = results.map((call) => {
    const off = summary(call.rounds, false);
    const on = summary(call.rounds, true);
    const overhead = 1 - on.requestsPerSecond / off.requestsPerSecond;
    // Capacity lost: a request costing more CPU leaves room for fewer on the same cores.
    const cpuOverhead = 1 - off.cpuMicros / on.cpuMicros;
    const verdict = (value: number) => (value <= targetOverhead ? 'met' : 'missed');
    return `| ${call.name} | ${Math.round(off.requestsPerSecond).toLocaleString('en-US')} (${off.each.join(', ')}) | ${Math.round(on.requestsPerSecond).toLocaleString('en-US')} (${on.each.join(', ')}) | ${(overhead * 100).toFixed(1)} % | ${Math.round(off.cpuMicros)} → ${Math.round(on.cpuMicros)} | ${(cpuOverhead * 100).toFixed(1)} % | ${off.p99Ms} → ${on.p99Ms} | ${call.eventsWritten.toLocaleString('en-US')} in ${call.inserts.toLocaleString('en-US')} INSERTs (${(call.eventsWritten / Math.max(1, call.inserts)).toFixed(1)} per INSERT) | ${off.failures + on.failures} | ${verdict(overhead)} / ${verdict(cpuOverhead)} |`;
  });
  return [
    '<!-- audit-overhead:begin (written by `pnpm bench:audit-overhead`) -->',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`: ${settings.members.toLocaleString('en-US')} members, ${settings.tokens.toLocaleString('en-US')} members' tokens in turn,`,
    `${settings.connections} connections, ${settings.rounds} rounds of ${settings.durationSeconds} s per app and call; Node ${process.version}, PostgreSQL ${postgresVersion},`,
    `${cpus().length} cores, load average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after (other work shares the machine).`,
    '',
    '| call | req/s without audit: median (rounds) | req/s with audit: median (rounds) | req/s lost | CPU µs/request without → with | capacity lost (CPU) | p99 ms without → with | events stored | non-2xx / errors | ≤ 10 % (req/s / CPU) |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---|',
    ...rows,
    '<!-- audit-overhead:end -->',
  ].join('\n');
}

// Only when the page has no block yet; the prose around the block is kept by hand.
const sectionIntro = `## Audit trail overhead

Target: auditing every member call costs member calls at most 10 % of their throughput.

`;

async function writeSection(block: string) {
  const page = fileURLToPath(new URL('../../../docs/performance.md', import.meta.url));
  const text = await readFile(page, 'utf8');
  const begin = text.indexOf('<!-- audit-overhead:begin');
  const endMarker = '<!-- audit-overhead:end -->';
  const end = text.indexOf(endMarker);
  if (begin >= 0 && end > begin) await writeFile(page, `${text.slice(0, begin)}${block}${text.slice(end + endMarker.length)}`);
  else await writeFile(page, `${text.trimEnd()}\n\n${sectionIntro}${block}\n`);
}

async function main() {
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    console.info(`PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//…@')}, ${settings.members} members`);
    const bench = await openBenchDatabase(databaseUrl, 20);
    cleanups.push(() => bench.dispose());
    const seconds = await seedBenchDatabase(bench.db, settings.members, (inserted) => console.info(`  ${inserted} members`));
    console.info(`seeded in ${seconds.toFixed(0)} s`);
    await settleBenchDatabase(bench.db, bench.schema);
    const [{ server_version: postgresVersion }] = (await bench.db.query<{ server_version: string }>('SHOW server_version')) as [{ server_version: string }];

    const folder = await mkdtemp(join(tmpdir(), 'portal-audit-bench-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: folder, SITES_DIR: folder });
    const counting = countingTrail(bench.db);
    // Cleanups run in order: the apps (unshifted below, so first), then the trail's queue, then the schema.
    cleanups.unshift(() => counting.audit.close());
    const start = async (audit: AuditTrail) => {
      const app: FastifyInstance = await buildApp(config, { db: bench.db, audit });
      cleanups.unshift(() => app.close());
      return app.listen({ host: '127.0.0.1', port: 0 });
    };
    const apps = { off: await start(noAudit), on: await start(counting.audit) };

    const members = await benchMembers(bench.db, config, settings.tokens);
    if (members.length < settings.tokens / 2) throw new Error(`Only ${members.length} members with an active dental line were seeded`);
    console.info(`${members.length} members' tokens`);
    const loadBefore = loadavg()[0]!;
    const headersOf = (authorization: string) => ({ authorization });
    const memberPool: LoadRequest[] = members.map((member) => ({ headers: headersOf(member.authorization) }));
    const claimsPool: LoadRequest[] = members.map((member) => ({ headers: headersOf(member.authorization), body: JSON.stringify(member.spdc) }));
    const { connections } = settings;

    const results = [
      await measureCall('GET /api/alic/members', (url) => ({ url, method: getMembers.method, path: '/api/alic/members', pool: memberPool, connections, durationSeconds: 0 }), apps, bench.db, counting.inserts),
      await measureCall('POST /api/alic/members/claims', (url) => ({ url, method: getClaims.method, path: '/api/alic/members/claims', pool: claimsPool, connections, durationSeconds: 0 }), apps, bench.db, counting.inserts),
    ];
    const block = report(results, postgresVersion, loadBefore);
    console.info(`\n${block}`);
    if (values.write) await writeSection(block);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
  }
}

await main();

// `pnpm bench:load` (a script, not a test): the dashboard mix
// (load-mix-setup.ts: the calls the SPA makes when a member opens /dashboard)
// at a fixed 1 000 req/s, open model, for 10 minutes, each open a different
// member of a pool of distinct members' tokens (large enough that a member
// comes back only after the 30 s answer cache has forgotten them). Seeds its
// own PostgreSQL schema (bench-database.ts), runs the real app on loopback in
// a child process of its own (bench-server-child.ts: its heap, GC and event
// loop hold nothing of this harness's seeded data, tokens and samplers), the
// generator in another child process; prints errors and p50/p95/p99/max per
// call and overall, the machine's load average beside them, and whether the
// target (0 errors, p99 ≤ 50 ms) was met. Drops its schema however it ends.
// To tell apart the stalls that make the tail, it then prints the latency
// timeline (per second, or per 5 s beyond 2 minutes) with what was sampled
// beside each interval — the server child's GC and event-loop delay (which it
// samples itself and reports at the end), the generator's, PostgreSQL's
// checkpoints, WAL and autovacuum, the machine's CPU by process (server,
// generator, harness, PostgreSQL, others) — and where the slow requests fell
// (stall-report.ts).
//
//   pnpm bench:load [--duration 600] [--rate 1000] [--members 60000] [--tokens 25000]
//                   [--connections 256] [--timeout-ms 10000] [--warm-up 10]
//                   [--interval 1|5] [--stall-ms 20]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test (loopback only)
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { benchAppConfig, benchAppPoolSize } from './bench-app-config.ts';
import { openBenchDatabase, seedBenchDatabase, settleBenchDatabase } from './bench-database.ts';
import { startBenchServerProcess } from './bench-server-process.ts';
import { benchApplicationName } from './cpu-usage.ts';
import { dashboardMix, defaultDatabaseUrl, makeBenchAppFolder, mixMembers, mixTable, requireLoopback, runMixInChild } from './load-mix-setup.ts';
import { openPostgresActivitySampler } from './postgres-activity.ts';
import { printStallReport } from './stall-report.ts';
import { startStallSampler } from './stall-sampler.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    rate: { type: 'string', default: '1000' },
    members: { type: 'string', default: '60000' },
    tokens: { type: 'string', default: '25000' },
    connections: { type: 'string', default: '256' },
    'timeout-ms': { type: 'string', default: '10000' },
    'warm-up': { type: 'string', default: '10' },
    /** Seconds per row of the timeline: 1 up to a 2-minute run, 5 beyond. */
    interval: { type: 'string' },
    /** A GC pause or event-loop delay longer than this counts as a stall in the summary. */
    'stall-ms': { type: 'string', default: '20' },
  },
});

/** A number option within bounds (the run must stay bounded). */
function bounded(name: keyof typeof values, min: number, max: number): number {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`--${name} must be between ${min} and ${max}`);
  return value;
}

const settings = {
  durationSeconds: bounded('duration', 1, 3_600),
  rate: bounded('rate', 1, 5_000),
  members: bounded('members', 1_000, 1_000_000),
  tokens: bounded('tokens', 100, 200_000),
  connections: bounded('connections', 1, 2_000),
  timeoutMs: bounded('timeout-ms', 100, 60_000),
  warmUpSeconds: bounded('warm-up', 0, 120),
  stallMs: bounded('stall-ms', 1, 10_000),
};
const intervalSeconds = values.interval === undefined ? (settings.durationSeconds <= 120 ? 1 : 5) : bounded('interval', 1, 60);
if (!Number.isInteger(intervalSeconds)) throw new Error('--interval must be whole seconds');
const p99TargetMs = 50;
const databaseUrl = process.env.DATABASE_URL ?? defaultDatabaseUrl;
requireLoopback(databaseUrl);
// The app's connections say who they are (the server child inherits this), so the stall sampler can tell its backends from anyone else's.
process.env.PGAPPNAME = benchApplicationName;

// Last in, first out (the server child closes before its schema is dropped), each once: SIGINT and the `finally` may both ask.
const cleanups: Array<() => Promise<unknown>> = [];
let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) await cleanup().catch((error: unknown) => console.error('cleanup:', error));
  })();
  return cleaning;
}
process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  const bench = await openBenchDatabase(databaseUrl, benchAppPoolSize);
  cleanups.push(() => bench.dispose());
  console.info(`schema ${bench.schema}: migrating and seeding ${settings.members} members …`);
  const seedSeconds = await seedBenchDatabase(bench.db, settings.members, (inserted) => console.info(`  ${inserted} members`));
  console.info(`seeded in ${seedSeconds.toFixed(0)} s`);
  await settleBenchDatabase(bench.db, bench.schema);
  const appFolder = await makeBenchAppFolder();
  cleanups.push(() => rm(appFolder, { recursive: true, force: true }));
  const server = await startBenchServerProcess({ databaseUrl, schema: bench.schema, maxConnections: benchAppPoolSize, dataFolder: appFolder });
  cleanups.push(() => server.close());
  const calls = await dashboardMix(server.url, 'alic');
  const opensNeeded = Math.ceil((settings.rate * (settings.durationSeconds + settings.warmUpSeconds)) / calls.length);
  console.info(`signing ${settings.tokens} members' tokens (${opensNeeded} opens: each member opens ${(opensNeeded / settings.tokens).toFixed(1)}× at most) …`);
  // Signed here with the configuration the child built the app with (same issuer and audience), never in the server's heap.
  const members = await mixMembers(bench.db, benchAppConfig(appFolder), settings.tokens);
  if (members.length < settings.tokens) console.warn(`only ${members.length} members with an active dental line`);
  const job = { url: server.url, rate: settings.rate, connections: settings.connections, timeoutMs: settings.timeoutMs, calls };
  if (settings.warmUpSeconds > 0) {
    console.info(`warm-up ${settings.warmUpSeconds} s …`);
    await runMixInChild({ ...job, durationSeconds: settings.warmUpSeconds, members: members.slice(-Math.min(2_000, members.length)) });
  }
  const activity = await openPostgresActivitySampler(databaseUrl, { schema: bench.schema, applicationName: benchApplicationName });
  cleanups.push(() => activity.close());
  console.info(await activity.describe());
  console.info(`the server runs in its own process (pid ${server.pid}); the harness (seeded data, tokens, stall sampler) in pid ${process.pid}; the load generator in a child process of the harness`);
  const loadBefore = loadavg();
  console.info(`${settings.rate} req/s of ${calls.map((c) => c.tag).join(', ')} for ${settings.durationSeconds} s …`);
  const sampler = startStallSampler(activity, server.pid);
  cleanups.push(() => sampler.stop());
  server.watchPauses(sampler.grid);
  const result = await runMixInChild({
    ...job, durationSeconds: settings.durationSeconds, members, timeline: { intervalSeconds, slowMs: p99TargetMs }, startGrid: sampler.grid,
  });
  const stalls = await sampler.stop(await server.takePauses());
  const loadAfter = loadavg();
  const errors = result.overall.non2xx + result.overall.errors + result.overall.hung;
  console.info(`\n${mixTable(result)}`);
  console.info(`\nsent ${result.sent} in ${result.seconds.toFixed(1)} s (${(result.overall.count / result.seconds).toFixed(0)} answered/s); statuses ${JSON.stringify(result.statuses)}`);
  console.info(`errors ${errors} (non-2xx ${result.overall.non2xx}, failed ${result.overall.errors}, hung > ${settings.timeoutMs} ms ${result.overall.hung})`);
  if (result.timeline) printStallReport(result.timeline, stalls, { stallMs: settings.stallMs, waitShare: 0.1, busyShare: 0.9, otherCores: 0.25 });
  console.info('');
  console.info(`generator event-loop delay p99 ${result.generatorEventLoopDelayP99Ms.toFixed(1)} ms; ${cpus().length} CPUs; load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
  const met = errors === 0 && result.overall.p99 <= p99TargetMs;
  console.info(`target 0 errors and p99 ≤ ${p99TargetMs} ms: ${met ? 'met' : 'NOT met'} (p99 ${result.overall.p99} ms)`);
  process.exitCode = met ? 0 : 1;
} finally {
  await cleanUp();
}

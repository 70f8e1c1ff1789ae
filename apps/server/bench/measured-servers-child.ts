// The servers `pnpm bench` measures — (a) the bare Fastify, (a′) the bare
// Fastify with one PostgreSQL lookup, and the real app — in a process of
// their own (started by measured-servers-process.ts), as a deployed server
// runs: the harness's seeded rows and tens of thousands of signed tokens stay
// in the parent, out of this heap and its garbage collections, and out of the
// CPU the parent reads from /proc for this pid. What only this process sees is
// taken here, between a measurement's `begin` and `end`: the cache probes, the
// event-loop delay and, with --profile, a CPU profile. Closes on `close`,
// SIGTERM or SIGINT, and when the parent goes away.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getIdCardPdf } from '@portal/contract';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { benchAppConfig } from './bench-app-config.ts';
import { countingMemberLookups, counts, countSignatureChecks } from './cache-probes.ts';
import { createProfiler, type Profiler } from './cpu-profile.ts';
import { startHelloServer } from './hello-server.ts';
import { startLookupServer } from './lookup-server.ts';
import { parseHarnessMessage, type HarnessMessage, type MeasuredServersJob, type ServerChildMessage } from './measured-servers-messages.ts';

const tell = (message: ServerChildMessage) => {
  if (process.connected) process.send!(message);
};

// From the start, before the app is built: every RS256 check made in this process counts (cache-probes.ts).
countSignatureChecks();

/** Closed last to first. */
const closers: Array<() => Promise<unknown>> = [];
let profiler: Profiler | undefined;
let eventLoop: ReturnType<typeof monitorEventLoopDelay> | undefined;
let closing: Promise<void> | undefined;

function close(code = 0): Promise<void> {
  closing ??= (async () => {
    for (let closer = closers.pop(); closer; closer = closers.pop()) {
      await closer().catch((error: unknown) => console.error('server child: closing:', error));
    }
    process.exit(code);
  })();
  return closing;
}

async function start(job: MeasuredServersJob): Promise<void> {
  profiler = await createProfiler(job.profileFolder !== null, job.profileFolder ?? '');
  // PGAPPNAME is inherited from the harness: its CPU accounting finds these backends by that name (cpu-usage.ts).
  const db: Database = await openPostgresDatabase({ connectionString: job.databaseUrl, schema: job.schema, maxConnections: job.maxConnections });
  closers.push(() => db.close());
  // Load shedding off, as `pnpm bench` has always measured the app (bench-app-config.ts).
  const app = await buildApp(benchAppConfig(job.dataFolder, { loadShedding: false }), { db: countingMemberLookups(db) });
  closers.push(() => app.close());
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const hello = await startHelloServer();
  closers.push(() => hello.app.close());
  // Same driver, pool size and schema as the app's database.
  const lookup = await startLookupServer({ connectionString: job.databaseUrl, schema: job.schema, maxConnections: job.maxConnections });
  closers.push(() => lookup.close());
  tell({
    type: 'listening',
    urls: { hello: hello.url, lookup: lookup.url, app: appUrl },
    idCardRoute: app.hasRoute({ method: getIdCardPdf.method, url: getIdCardPdf.path }),
  });
}

async function begin(name: string): Promise<void> {
  const probes = counts();
  // 1 ms, as server-pauses.ts samples bench:load's server, so the figures compare.
  eventLoop = monitorEventLoopDelay({ resolution: 1 });
  eventLoop.enable();
  await profiler!.begin(name);
  tell({ type: 'begun', probes });
}

async function end(): Promise<void> {
  eventLoop?.disable();
  const delay = { p99Ms: (eventLoop?.percentile(99) ?? 0) / 1e6, maxMs: (eventLoop?.max ?? 0) / 1e6 };
  const probes = counts();
  tell({ type: 'ended', probes, eventLoop: delay, profile: (await profiler!.end()) ?? null });
}

function failed(error: unknown): void {
  tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

function handle(message: HarnessMessage): void {
  switch (message.type) {
    case 'start':
      start(message.job).catch((error: unknown) => {
        failed(error);
        void close(1);
      });
      return;
    case 'begin':
      begin(message.name).catch(failed);
      return;
    case 'end':
      end().catch(failed);
      return;
    case 'close':
      void close();
  }
}

process.on('message', (raw) => {
  try {
    handle(parseHarnessMessage(raw));
  } catch (error) {
    failed(error);
  }
});
// The parent gone (crashed, killed) must not leave servers holding the schema's connections.
process.on('disconnect', () => void close());
process.on('SIGTERM', () => void close());
// Ctrl-C reaches the whole process group; the parent closes us too, whichever comes first.
process.on('SIGINT', () => void close());

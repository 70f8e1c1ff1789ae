// The app under `pnpm bench:load`, alone in a process of its own (started by
// bench-server-process.ts), so that its heap, GC and event loop are the
// server's only: the harness's seeded rows, signed tokens and samplers live
// in the parent. Waits for its job over IPC, opens the bench schema with the
// app's pool (bench-app-config.ts), listens on loopback, samples its own GC
// pauses and event-loop delay on request (server-pauses.ts) and reports them;
// closes on `close`, SIGTERM or SIGINT, and when the parent goes away.
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { openPostgresDatabase } from '../src/db/postgres-database.ts';
import { benchAppConfig } from './bench-app-config.ts';
import { parseHarnessMessage, type BenchServerJob, type HarnessMessage, type ServerChildMessage } from './bench-server-messages.ts';
import { startServerPauseSampler } from './server-pauses.ts';

const tell = (message: ServerChildMessage) => {
  if (process.connected) process.send!(message);
};

let db: Database | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let pauses: ReturnType<typeof startServerPauseSampler> | undefined;
let closing: Promise<void> | undefined;

function close(code = 0): Promise<void> {
  closing ??= (async () => {
    await app?.close().catch((error: unknown) => console.error('server child: closing the app:', error));
    await db?.close().catch((error: unknown) => console.error('server child: closing the pool:', error));
    process.exit(code);
  })();
  return closing;
}

async function start(job: BenchServerJob): Promise<void> {
  // As the bench schema was opened in the harness (bench-database.ts), PGAPPNAME inherited: the stall sampler knows these backends.
  db = await openPostgresDatabase({ connectionString: job.databaseUrl, schema: job.schema, maxConnections: job.maxConnections });
  app = await buildApp(benchAppConfig(job.dataFolder), { db });
  tell({ type: 'listening', url: await app.listen({ host: '127.0.0.1', port: 0 }) });
}

function handle(message: HarnessMessage): void {
  switch (message.type) {
    case 'start':
      start(message.job).catch((error: unknown) => {
        tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
        void close(1);
      });
      return;
    case 'watch':
      pauses = startServerPauseSampler(message.grid);
      return;
    case 'report':
      tell({ type: 'pauses', report: pauses?.stop() ?? { loopDelays: [], gcPauses: [] } });
      return;
    case 'close':
      void close();
  }
}

process.on('message', (raw) => handle(parseHarnessMessage(raw)));
// The parent gone (crashed, killed) must not leave a server holding the schema's connections.
process.on('disconnect', () => void close());
process.on('SIGTERM', () => void close());
// Ctrl-C reaches the whole process group; the parent closes us too, whichever comes first.
process.on('SIGINT', () => void close());

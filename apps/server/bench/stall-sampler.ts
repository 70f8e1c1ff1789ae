// Samples, once a second during `pnpm bench:load`'s measurement, what could
// stall a request: the server's GC and event-loop delay (server-pauses.ts),
// PostgreSQL's checkpoints, WAL and autovacuum (postgres-activity.ts), and
// the machine's CPU and load average, and who used it (machine-cpu.ts). Runs in the server's
// process (the only place its GC can be watched from); its own work is one
// small query a second on a connection outside the app's pool, and a read of
// /proc/stat. Ticks fall on a grid of whole seconds that the load generator
// starts on too (MixJob.startGrid), so each tick's window lines up with the
// latency timeline's intervals.
import { loadavg } from 'node:os';
import { childProcessIds, readCpuTimes, readProcessCpuTicks, type CpuTimes } from './machine-cpu.ts';
import type { PostgresActivitySampler, PostgresSnapshot } from './postgres-activity.ts';
import { watchServerPauses, type GcPause, type LoopDelay } from './server-pauses.ts';

export interface StallTick {
  /** The grid time this tick was due (epoch ms); it closes the window begun by the previous tick. */
  readonly dueAtEpochMs: number;
  /** When it ran: after its due time by the server's own event-loop delay. */
  readonly ranAtEpochMs: number;
  /** The server's event-loop delay since the previous tick. */
  readonly serverLoopDelay: LoopDelay;
  /** CPU time of the server's process so far (all threads), µs. */
  readonly serverCpuMicros: number;
  readonly machineCpu: CpuTimes | undefined;
  /** CPU ticks so far of the load generator's process, and of PostgreSQL's processes serving the benchmark (its backends, the background processes), by pid. */
  readonly generatorCpuTicks: ReadonlyMap<number, number>;
  readonly postgresCpuTicks: ReadonlyMap<number, number>;
  readonly loadAverage1: number;
  /** Undefined when the previous query had not answered yet, or failed. */
  readonly postgres: PostgresSnapshot | undefined;
}

export interface StallRecord {
  readonly everyMs: number;
  readonly ticks: readonly StallTick[];
  readonly gcPauses: readonly GcPause[];
  /** PostgreSQL samples skipped (the previous one still running) or failed. */
  readonly postgresMissed: number;
}

export interface StallSampler {
  /** The grid the ticks fall on: hand it to the load generator so it starts on it. */
  readonly grid: { readonly fromEpochMs: number; readonly everyMs: number };
  /** Stops sampling (again: the same record). */
  stop(): Promise<StallRecord>;
}

export function startStallSampler(postgres: PostgresActivitySampler, everyMs = 1000): StallSampler {
  const pauses = watchServerPauses();
  // The first tick (a baseline) on a whole second at least one period away.
  const fromEpochMs = Math.ceil(Date.now() / 1000) * 1000 + everyMs;
  const ticks: Array<{ -readonly [K in keyof StallTick]: StallTick[K] }> = [];
  const pending = new Set<Promise<void>>();
  let postgresBusy = false;
  let postgresPids: readonly number[] = [];
  let postgresMissed = 0;
  let timer: NodeJS.Timeout | undefined;

  const tick = (index: number) => {
    const { user, system } = process.cpuUsage();
    const sample: (typeof ticks)[number] = {
      dueAtEpochMs: fromEpochMs + index * everyMs,
      ranAtEpochMs: Date.now(),
      serverLoopDelay: pauses.takeLoopDelay(),
      serverCpuMicros: user + system,
      machineCpu: readCpuTimes(),
      generatorCpuTicks: readProcessCpuTicks(childProcessIds()),
      postgresCpuTicks: readProcessCpuTicks(postgresPids),
      loadAverage1: loadavg()[0] ?? 0,
      postgres: undefined,
    };
    ticks.push(sample);
    if (postgresBusy) postgresMissed += 1;
    else {
      postgresBusy = true;
      const done = postgres
        .sample()
        .then((snapshot) => {
          sample.postgres = snapshot;
          postgresPids = snapshot.benchProcessIds;
        })
        .catch(() => void (postgresMissed += 1))
        .finally(() => {
          postgresBusy = false;
          pending.delete(done);
        });
      pending.add(done);
    }
    schedule(index + 1);
  };
  const schedule = (index: number) => {
    timer = setTimeout(() => tick(index), Math.max(0, fromEpochMs + index * everyMs - Date.now()));
  };
  schedule(0);

  let stopped: Promise<StallRecord> | undefined;
  return {
    grid: { fromEpochMs, everyMs },
    stop() {
      stopped ??= (async () => {
        clearTimeout(timer);
        const gcPauses = pauses.stop();
        await Promise.all(pending);
        return { everyMs, ticks, gcPauses, postgresMissed };
      })();
      return stopped;
    },
  };
}

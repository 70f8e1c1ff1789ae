// Samples, once a second during `pnpm bench:load`'s measurement, what could
// stall a request: PostgreSQL's checkpoints, WAL and autovacuum
// (postgres-activity.ts), and the machine's CPU and load average, and who
// used it (machine-cpu.ts): the server child, the load generator, the
// harness (this process), PostgreSQL. Runs in the harness; the server's GC
// and event-loop delay can only be watched from inside the server's process,
// so the server child samples them on the same grid (server-pauses.ts) and
// `stop` puts its report beside these ticks. Its own work is one small query
// a second on a connection outside the app's pool, and a few reads of /proc.
// Ticks fall on a grid of whole seconds that the load generator starts on too
// (MixJob.startGrid), so each tick's window lines up with the latency
// timeline's intervals.
import { loadavg } from 'node:os';
import { childProcessIds, readCpuTimes, readProcessCpuTicks, type CpuTimes } from './machine-cpu.ts';
import type { PostgresActivitySampler, PostgresSnapshot } from './postgres-activity.ts';
import type { GcPause, LoopDelay, LoopDelayTick, SampleGrid, ServerPauseReport } from './server-pauses.ts';

export interface StallTick {
  /** The grid time this tick was due (epoch ms); it closes the window begun by the previous tick. */
  readonly dueAtEpochMs: number;
  /** When it ran: after its due time by the harness's event-loop delay. */
  readonly ranAtEpochMs: number;
  /** The server's event-loop delay since the previous tick, as the server child took it on the same grid time; undefined if it has none. */
  readonly serverLoopDelay: LoopDelay | undefined;
  /** CPU time of the harness (this process: seeded data, tokens, samplers), µs. */
  readonly harnessCpuMicros: number;
  readonly machineCpu: CpuTimes | undefined;
  /**
   * CPU ticks so far, by pid, of the server child (all its threads), of the load generator's process, and of
   * PostgreSQL's processes serving the benchmark (its backends, the background processes).
   */
  readonly serverCpuTicks: ReadonlyMap<number, number>;
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
  /** The grid the ticks fall on: hand it to the load generator and the server child so they sample on it. */
  readonly grid: SampleGrid;
  /**
   * Stops sampling and puts the server child's report beside the ticks (again: the same record). Without
   * one (a cleanup after a failure) the record has no server pauses.
   */
  stop(server?: ServerPauseReport): Promise<StallRecord>;
}

/** Each tick with the server's loop delay taken at the same grid time (both sides compute it the same way, so it matches exactly). */
export function withServerLoopDelays(ticks: readonly StallTick[], loopDelays: readonly LoopDelayTick[]): StallTick[] {
  const byDueTime = new Map(loopDelays.map((tick) => [tick.dueAtEpochMs, { p99Ms: tick.p99Ms, maxMs: tick.maxMs }]));
  return ticks.map((tick) => ({ ...tick, serverLoopDelay: byDueTime.get(tick.dueAtEpochMs) }));
}

export function startStallSampler(postgres: PostgresActivitySampler, serverPid: number, everyMs = 1000): StallSampler {
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
      serverLoopDelay: undefined,
      harnessCpuMicros: user + system,
      machineCpu: readCpuTimes(),
      serverCpuTicks: readProcessCpuTicks([serverPid]),
      // This process's other children: the load generator (a warm-up's has gone by now).
      generatorCpuTicks: readProcessCpuTicks(childProcessIds().filter((pid) => pid !== serverPid)),
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
    stop(server) {
      stopped ??= (async () => {
        clearTimeout(timer);
        await Promise.all(pending);
        return { everyMs, ticks: withServerLoopDelays(ticks, server?.loopDelays ?? []), gcPauses: server?.gcPauses ?? [], postgresMissed };
      })();
      return stopped;
    },
  };
}

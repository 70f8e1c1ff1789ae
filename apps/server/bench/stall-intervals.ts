// Puts the stall samples (stall-sampler.ts) beside the latency timeline
// (latency-timeline.ts): for each interval of the timeline, what the server,
// PostgreSQL and the machine were doing in it. Both start on the same grid of
// whole seconds, so a tick's window falls in exactly one interval; GC pauses
// carry their own time and are placed directly.
import type { LatencyTimeline } from './latency-timeline.ts';
import { busyTicksBetween, cpuShares, cpuTicksPerSecond, processTicksBetween, type CpuShares } from './machine-cpu.ts';
import type { PostgresSnapshot, WalCounters } from './postgres-activity.ts';
import type { StallRecord, StallTick } from './stall-sampler.ts';

export interface CheckpointActivity {
  /** A checkpoint began in the interval (its first full-page writes follow). */
  readonly started: boolean;
  /** One ended in it (after its fsyncs): the sync time it reported. */
  readonly ended: boolean;
  readonly syncMs: number;
  readonly buffersWritten: number;
  /** The checkpointer's waits seen at the samples other than idle (CheckpointerMain). */
  readonly waitEvents: readonly string[];
  readonly inProgress: boolean;
}

export interface PostgresInterval {
  readonly checkpoint: CheckpointActivity;
  readonly wal: WalCounters;
  readonly autovacuumWorkers: readonly string[];
  readonly benchAutovacuums: number;
  /** The benchmark's active backends by wait event, summed over the interval's samples. */
  readonly benchBackendWaits: Readonly<Record<string, number>>;
}

/** Who used the machine's cores, in cores (1 = one core busy all the interval). */
export interface CpuByProcess {
  /** The server child's process (all its threads: the app, the PDF workers). */
  readonly server: number;
  readonly generator: number;
  /** The benchmark's own process: the samplers, the seeded data and tokens it holds (no longer the server's). */
  readonly harness: number;
  /** The benchmark's backends and PostgreSQL's background processes. */
  readonly postgres: number;
  /** Everything else on the machine: other people's work shares the cores too. */
  readonly other: number | undefined;
}

export interface IntervalCauses {
  readonly gcPauses: number;
  readonly majorGcs: number;
  readonly gcPauseTotalMs: number;
  readonly gcPauseMaxMs: number;
  /** The worst second's p99 and the maximum of the server's event-loop delay; undefined without a tick (or the server child's sample). */
  readonly serverLoopDelayP99Ms: number | undefined;
  readonly serverLoopDelayMaxMs: number | undefined;
  readonly cpuByProcess: CpuByProcess | undefined;
  readonly machineCpu: CpuShares | undefined;
  readonly loadAverage1: number | undefined;
  readonly postgres: PostgresInterval | undefined;
}

const idleCheckpointerWait = 'CheckpointerMain';

function walDelta(before: WalCounters, after: WalCounters): WalCounters {
  const optional = (a: number | undefined, b: number | undefined) => (a === undefined || b === undefined ? undefined : b - a);
  const writes = optional(before.writes, after.writes);
  const syncs = optional(before.syncs, after.syncs);
  const syncMs = optional(before.syncMs, after.syncMs);
  return {
    records: after.records - before.records, fullPageImages: after.fullPageImages - before.fullPageImages, bytes: after.bytes - before.bytes,
    ...(writes === undefined ? {} : { writes }), ...(syncs === undefined ? {} : { syncs }), ...(syncMs === undefined ? {} : { syncMs }),
  };
}

/** Counters between two snapshots; the moment's states (waits, workers) from every snapshot in the interval. */
function postgresInterval(before: PostgresSnapshot, within: readonly PostgresSnapshot[]): PostgresInterval {
  const after = within.at(-1)!;
  const waitEvents = [...new Set(within.map((s) => s.checkpointerWaitEvent).filter((wait): wait is string => wait !== null && wait !== idleCheckpointerWait))];
  const started = after.checkpoints > before.checkpoints;
  const ended = after.checkpointWriteMs > before.checkpointWriteMs || after.checkpointSyncMs > before.checkpointSyncMs;
  const buffersWritten = after.checkpointBuffers - before.checkpointBuffers;
  const benchBackendWaits: Record<string, number> = {};
  for (const snapshot of within) {
    for (const [wait, backends] of Object.entries(snapshot.benchBackendWaits)) benchBackendWaits[wait] = (benchBackendWaits[wait] ?? 0) + backends;
  }
  return {
    checkpoint: {
      started, ended, syncMs: after.checkpointSyncMs - before.checkpointSyncMs, buffersWritten, waitEvents,
      inProgress: started || ended || buffersWritten > 0 || waitEvents.length > 0,
    },
    wal: walDelta(before.wal, after.wal),
    autovacuumWorkers: [...new Set(within.flatMap((s) => s.autovacuumWorkers))],
    benchAutovacuums: after.benchAutovacuums - before.benchAutovacuums,
    benchBackendWaits,
  };
}

function cpuByProcess(opened: StallTick, closed: StallTick, elapsedMs: number): CpuByProcess {
  const cores = (ticks: number) => ticks / cpuTicksPerSecond / (elapsedMs / 1000);
  const server = cores(processTicksBetween(opened.serverCpuTicks, closed.serverCpuTicks));
  const generator = cores(processTicksBetween(opened.generatorCpuTicks, closed.generatorCpuTicks));
  const harness = (closed.harnessCpuMicros - opened.harnessCpuMicros) / 1000 / elapsedMs;
  const postgres = cores(processTicksBetween(opened.postgresCpuTicks, closed.postgresCpuTicks));
  const busy = opened.machineCpu && closed.machineCpu ? cores(busyTicksBetween(opened.machineCpu, closed.machineCpu)) : undefined;
  // Ticks are counted in 1/100 s: a small negative remainder is rounding.
  return { server, generator, harness, postgres, other: busy === undefined ? undefined : Math.max(0, busy - server - generator - harness - postgres) };
}

/** The largest of the values the server child reported; undefined if it reported none for the interval. */
function worst(values: ReadonlyArray<number | undefined>): number | undefined {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** Ticks k..m of one interval, with tick k-1 (the one that opened its first window). */
function causesOf(ticks: readonly StallTick[], first: number, last: number, gc: { count: number; major: number; totalMs: number; maxMs: number }): IntervalCauses {
  const opened = ticks[first - 1]!;
  const closed = ticks[last]!;
  const within = ticks.slice(first, last + 1);
  const elapsedMs = closed.ranAtEpochMs - opened.ranAtEpochMs;
  const snapshots = within.map((tick) => tick.postgres).filter((snapshot): snapshot is PostgresSnapshot => snapshot !== undefined);
  const baseline = ticks.slice(0, first).findLast((tick) => tick.postgres !== undefined)?.postgres;
  return {
    gcPauses: gc.count, majorGcs: gc.major, gcPauseTotalMs: gc.totalMs, gcPauseMaxMs: gc.maxMs,
    serverLoopDelayP99Ms: worst(within.map((tick) => tick.serverLoopDelay?.p99Ms)),
    serverLoopDelayMaxMs: worst(within.map((tick) => tick.serverLoopDelay?.maxMs)),
    cpuByProcess: elapsedMs > 0 ? cpuByProcess(opened, closed, elapsedMs) : undefined,
    machineCpu: opened.machineCpu && closed.machineCpu ? cpuShares(opened.machineCpu, closed.machineCpu) : undefined,
    loadAverage1: closed.loadAverage1,
    postgres: baseline && snapshots.length > 0 ? postgresInterval(baseline, snapshots) : undefined,
  };
}

export function causesByInterval(timeline: LatencyTimeline, record: StallRecord): IntervalCauses[] {
  const intervalMs = timeline.intervalSeconds * 1000;
  const count = timeline.intervals.length;
  const intervalOf = (epochMs: number) => Math.floor((epochMs - timeline.startedAt) / intervalMs);

  const gc = Array.from({ length: count }, () => ({ count: 0, major: 0, totalMs: 0, maxMs: 0 }));
  for (const pause of record.gcPauses) {
    const slot = gc[intervalOf(pause.atEpochMs)];
    if (!slot) continue;
    slot.count += 1;
    if (pause.kind === 'major') slot.major += 1;
    slot.totalMs += pause.durationMs;
    slot.maxMs = Math.max(slot.maxMs, pause.durationMs);
  }

  // Tick k closes the window that tick k-1 opened: it belongs where that window starts.
  const tickRange: Array<{ first: number; last: number } | undefined> = new Array(count);
  record.ticks.forEach((_tick, k) => {
    if (k === 0) return;
    const interval = intervalOf(record.ticks[k - 1]!.dueAtEpochMs);
    if (interval < 0 || interval >= count) return;
    const range = tickRange[interval];
    tickRange[interval] = range ? { first: range.first, last: k } : { first: k, last: k };
  });

  return gc.map((pauses, interval) => {
    const range = tickRange[interval];
    if (range) return causesOf(record.ticks, range.first, range.last, pauses);
    return {
      gcPauses: pauses.count, majorGcs: pauses.major, gcPauseTotalMs: pauses.totalMs, gcPauseMaxMs: pauses.maxMs,
      serverLoopDelayP99Ms: undefined, serverLoopDelayMaxMs: undefined, cpuByProcess: undefined, machineCpu: undefined, loadAverage1: undefined,
      postgres: undefined,
    };
  });
}

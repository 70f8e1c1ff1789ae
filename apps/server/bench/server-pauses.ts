// The server's own pauses during `pnpm bench:load`: garbage collection (a
// PerformanceObserver on 'gc', each pause with its time) and the event-loop
// delay. Must run in the server's process, which is why the app runs in a
// child of its own (bench-server-child.ts): there its heap holds nothing of
// the harness's (seeded rows, signed tokens, samples), so the pauses seen
// are those a deployed server would have. The child samples its loop delay
// on the harness's grid of whole seconds and reports everything at the end.
import { constants, monitorEventLoopDelay, PerformanceObserver, type NodeGCPerformanceDetail, type PerformanceEntry } from 'node:perf_hooks';

export interface GcPause {
  /** Epoch ms the collection began. */
  readonly atEpochMs: number;
  readonly durationMs: number;
  readonly kind: 'minor' | 'major' | 'incremental' | 'weak callbacks' | 'other';
}

export interface LoopDelay {
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** Sample times: every `everyMs` from `fromEpochMs` (the stall sampler's and the load generator's grid). */
export interface SampleGrid {
  readonly fromEpochMs: number;
  readonly everyMs: number;
}

/** The event-loop delay over the window that closed at a grid time. */
export interface LoopDelayTick extends LoopDelay {
  readonly dueAtEpochMs: number;
  /** Late by the server's own event-loop delay. */
  readonly ranAtEpochMs: number;
}

/** What the server child sends back (bench-server-messages.ts): plain data, as it crosses IPC. */
export interface ServerPauseReport {
  readonly loopDelays: readonly LoopDelayTick[];
  readonly gcPauses: readonly GcPause[];
}

export interface ServerPauseMonitor {
  /** The event-loop delay since the last call (or the start), then starts again. */
  takeLoopDelay(): LoopDelay;
  /** Stops watching; every GC pause seen, in order. */
  stop(): GcPause[];
}

function gcKind(entry: PerformanceEntry): GcPause['kind'] {
  // A 'gc' entry carries its kind in `detail`, which the PerformanceEntry type leaves out.
  const { detail } = entry as PerformanceEntry & { readonly detail?: NodeGCPerformanceDetail };
  switch (detail?.kind) {
    case constants.NODE_PERFORMANCE_GC_MINOR: return 'minor';
    case constants.NODE_PERFORMANCE_GC_MAJOR: return 'major';
    case constants.NODE_PERFORMANCE_GC_INCREMENTAL: return 'incremental';
    case constants.NODE_PERFORMANCE_GC_WEAKCB: return 'weak callbacks';
    default: return 'other';
  }
}

export function watchServerPauses(): ServerPauseMonitor {
  const pauses: GcPause[] = [];
  const keep = (entries: readonly PerformanceEntry[]) => {
    for (const entry of entries) {
      pauses.push({ atEpochMs: performance.timeOrigin + entry.startTime, durationMs: entry.duration, kind: gcKind(entry) });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  // 1 ms as bench/run.ts measures the server's delay, so the figures compare.
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  return {
    takeLoopDelay() {
      const delay = { p99Ms: loop.percentile(99) / 1e6, maxMs: loop.max / 1e6 };
      loop.reset();
      return delay;
    },
    stop() {
      keep(observer.takeRecords());
      observer.disconnect();
      loop.disable();
      return pauses.sort((a, b) => a.atEpochMs - b.atEpochMs);
    },
  };
}

/** Watches the pauses and takes the loop delay at each grid time, until `stop`. */
export function startServerPauseSampler(grid: SampleGrid): { stop(): ServerPauseReport } {
  const monitor = watchServerPauses();
  const loopDelays: LoopDelayTick[] = [];
  let timer: NodeJS.Timeout | undefined;
  const schedule = (index: number) => {
    const dueAtEpochMs = grid.fromEpochMs + index * grid.everyMs;
    timer = setTimeout(() => {
      loopDelays.push({ dueAtEpochMs, ranAtEpochMs: Date.now(), ...monitor.takeLoopDelay() });
      schedule(index + 1);
    }, Math.max(0, dueAtEpochMs - Date.now()));
  };
  schedule(0);
  let report: ServerPauseReport | undefined;
  return {
    stop() {
      clearTimeout(timer);
      report ??= { loopDelays, gcPauses: monitor.stop() };
      return report;
    },
  };
}

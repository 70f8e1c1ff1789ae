// The server's own pauses during `pnpm bench:load`: garbage collection (a
// PerformanceObserver on 'gc', each pause with its time) and the event-loop
// delay. Must run in the server's process: load-mix.ts builds the app in its
// own process (load-mix-setup.ts startBenchApp), so that is where this runs.
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

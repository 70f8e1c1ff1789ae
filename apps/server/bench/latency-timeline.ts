// `pnpm bench:load`'s latency timeline: the measured requests interval by
// interval, so one can see whether the tail is spread over the run or comes
// in bursts. Kept by the load generator (load-mix-generator.ts), the only
// process that sees every latency. A request counts in the interval it was
// due in (not the one it was answered in): a stall shows where it began, and
// the requests queued behind it show beside it.

export interface TimelineSettings {
  readonly intervalSeconds: number;
  /** Requests slower than this are counted per interval as well (the target's 50 ms). */
  readonly slowMs: number;
}

export interface LatencyInterval {
  /** Seconds from the first request's due time to the start of this interval. */
  readonly startSecond: number;
  readonly count: number;
  /** Not 2xx, failed or cut at the timeout. */
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  /** Requests slower than the whole run's p99, and slower than `slowMs`. */
  readonly overRunP99: number;
  readonly overSlowMs: number;
  /** The generator's own event-loop delay: a late generator adds to every latency it measures. */
  readonly generatorLoopDelayP99Ms: number;
  readonly generatorLoopDelayMaxMs: number;
}

export interface LatencyTimeline {
  /** Epoch ms the first request was due: interval i starts at startedAt + i × intervalSeconds s. */
  readonly startedAt: number;
  readonly intervalSeconds: number;
  readonly slowMs: number;
  /** The run's p99 over every request, the threshold of `overRunP99`. */
  readonly runP99: number;
  readonly intervals: readonly LatencyInterval[];
}

interface LoopDelay {
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** Nearest-rank percentile of sorted values (as the generator's overall figures). */
function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))]!;
}

const twoDecimals = (value: number) => Number(value.toFixed(2));

export class LatencyTimelineRecorder {
  private readonly intervalMs: number;
  private readonly slowMs: number;
  private readonly latencies: number[][] = [];
  private readonly errors: number[] = [];
  private readonly loopDelays: LoopDelay[] = [];

  constructor(settings: TimelineSettings) {
    this.intervalMs = settings.intervalSeconds * 1000;
    this.slowMs = settings.slowMs;
  }

  /** The interval an offset from the start (ms) falls in. */
  intervalAt(offsetMs: number): number {
    return Math.max(0, Math.floor(offsetMs / this.intervalMs));
  }

  /** One answered (or failed) request, by when it was due after the start. */
  record(dueOffsetMs: number, latencyMs: number, failed: boolean): void {
    const interval = this.intervalAt(dueOffsetMs);
    (this.latencies[interval] ??= []).push(latencyMs);
    if (failed) this.errors[interval] = (this.errors[interval] ?? 0) + 1;
  }

  /** The generator's loop delay over intervals `from` to `to` (inclusive): a stall across a boundary counts in each. */
  noteGeneratorLoopDelay(from: number, to: number, delay: LoopDelay): void {
    for (let interval = from; interval <= to; interval += 1) {
      const known = this.loopDelays[interval];
      this.loopDelays[interval] = known ? { p99Ms: Math.max(known.p99Ms, delay.p99Ms), maxMs: Math.max(known.maxMs, delay.maxMs) } : delay;
    }
  }

  finish(startedAt: number, runP99: number): LatencyTimeline {
    const intervals: LatencyInterval[] = [];
    for (let interval = 0; interval < this.latencies.length; interval += 1) {
      const sorted = Float64Array.from(this.latencies[interval] ?? []).sort();
      let overRunP99 = 0;
      let overSlowMs = 0;
      for (const latency of sorted) {
        if (latency > runP99) overRunP99 += 1;
        if (latency > this.slowMs) overSlowMs += 1;
      }
      const loop = this.loopDelays[interval];
      intervals.push({
        startSecond: (interval * this.intervalMs) / 1000,
        count: sorted.length,
        errors: this.errors[interval] ?? 0,
        p50: twoDecimals(percentile(sorted, 0.5)),
        p99: twoDecimals(percentile(sorted, 0.99)),
        max: twoDecimals(percentile(sorted, 1)),
        overRunP99,
        overSlowMs,
        generatorLoopDelayP99Ms: twoDecimals(loop?.p99Ms ?? 0),
        generatorLoopDelayMaxMs: twoDecimals(loop?.maxMs ?? 0),
      });
    }
    return { startedAt, intervalSeconds: this.intervalMs / 1000, slowMs: this.slowMs, runP99, intervals };
  }
}

// The end of `pnpm bench:load`'s stall report: of the slow requests (over the
// run's p99, over the target), how many were due in intervals where each
// possible cause was present, against the share of all requests due in those
// intervals. Computed from the timeline and the samples, nothing assumed: a
// cause present in 90 % of the intervals that holds 90 % of the slow requests
// explains nothing; one present in 5 % that holds 60 % stands out ("lift").
import type { LatencyInterval, LatencyTimeline } from './latency-timeline.ts';
import type { IntervalCauses } from './stall-intervals.ts';

export interface StallThresholds {
  /** A GC pause or an event-loop delay longer than this counts as a stall. */
  readonly stallMs: number;
  /** iowait or steal at least this share of the machine's CPU time. */
  readonly waitShare: number;
  /** The machine's CPU busy at least this share (every core taken). */
  readonly busyShare: number;
  /** Other processes than the benchmark's using at least this many cores. */
  readonly otherCores: number;
}

interface StallCondition {
  readonly label: string;
  holds(causes: IntervalCauses, latency: LatencyInterval): boolean;
}

const percentText = (share: number) => `${Math.round(share * 100)}%`;

function stallConditions({ stallMs, waitShare, busyShare, otherCores }: StallThresholds): StallCondition[] {
  return [
    { label: 'checkpoint in progress', holds: (c) => c.postgres?.checkpoint.inProgress === true },
    { label: 'checkpoint began or ended (first full-page writes, fsyncs)', holds: (c) => c.postgres !== undefined && (c.postgres.checkpoint.started || c.postgres.checkpoint.ended) },
    { label: 'autovacuum running or ran', holds: (c) => c.postgres !== undefined && (c.postgres.autovacuumWorkers.length > 0 || c.postgres.benchAutovacuums > 0) },
    { label: 'bench backends seen waiting on WAL', holds: (c) => Object.keys(c.postgres?.benchBackendWaits ?? {}).some((wait) => wait.startsWith('WAL')) },
    { label: `server GC pause > ${stallMs} ms`, holds: (c) => c.gcPauseMaxMs > stallMs },
    { label: `server event-loop delay > ${stallMs} ms`, holds: (c) => (c.serverLoopDelayMaxMs ?? 0) > stallMs },
    { label: `generator event-loop delay > ${stallMs} ms`, holds: (_c, l) => l.generatorLoopDelayMaxMs > stallMs },
    { label: `machine CPU busy ≥ ${percentText(busyShare)}`, holds: (c) => (c.machineCpu?.busy ?? 0) >= busyShare },
    { label: `other processes ≥ ${otherCores} cores`, holds: (c) => (c.cpuByProcess?.other ?? 0) >= otherCores },
    { label: `iowait ≥ ${percentText(waitShare)}`, holds: (c) => (c.machineCpu?.iowait ?? 0) >= waitShare },
    { label: `steal ≥ ${percentText(waitShare)}`, holds: (c) => (c.machineCpu?.steal ?? 0) >= waitShare },
  ];
}

/** How few of the worst intervals hold `fraction` of the requests over p99. */
function worstIntervalsHolding(intervals: readonly LatencyInterval[], fraction: number): number {
  const total = intervals.reduce((sum, interval) => sum + interval.overRunP99, 0);
  const sorted = intervals.map((interval) => interval.overRunP99).sort((a, b) => b - a);
  let held = 0;
  for (let index = 0; index < sorted.length; index += 1) {
    held += sorted[index]!;
    if (held >= total * fraction) return index + 1;
  }
  return sorted.length;
}

/** The intervals with the most requests over p99, worst first. */
export function worstIntervals(timeline: LatencyTimeline, count: number): number[] {
  return timeline.intervals
    .map((interval, index) => ({ index, slow: interval.overRunP99 }))
    .filter((interval) => interval.slow > 0)
    .sort((a, b) => b.slow - a.slow || a.index - b.index)
    .slice(0, count)
    .map((interval) => interval.index);
}

export function stallCorrelation(timeline: LatencyTimeline, causes: readonly IntervalCauses[], thresholds: StallThresholds): string {
  const intervals = timeline.intervals;
  const totals = { requests: 0, overP99: 0, overSlow: 0 };
  for (const interval of intervals) {
    totals.requests += interval.count;
    totals.overP99 += interval.overRunP99;
    totals.overSlow += interval.overSlowMs;
  }
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const conditions = stallConditions(thresholds);
  const header = ['condition', 'intervals', 'requests', `>p99`, `>${timeline.slowMs} ms`, 'lift >p99', `lift >${timeline.slowMs} ms`];
  const rows: string[][] = [];
  const tally = (label: string, holds: (index: number) => boolean) => {
    let inIntervals = 0;
    const sums = { requests: 0, overP99: 0, overSlow: 0 };
    intervals.forEach((interval, index) => {
      if (!holds(index)) return;
      inIntervals += 1;
      sums.requests += interval.count;
      sums.overP99 += interval.overRunP99;
      sums.overSlow += interval.overSlowMs;
    });
    const requestShare = share(sums.requests, totals.requests);
    const lift = (slowShare: number) => (requestShare > 0 && slowShare > 0 ? `${(slowShare / requestShare).toFixed(1)}×` : '–');
    rows.push([
      label, `${inIntervals}/${intervals.length}`, percentText(requestShare),
      `${sums.overP99} (${percentText(share(sums.overP99, totals.overP99))})`, `${sums.overSlow} (${percentText(share(sums.overSlow, totals.overSlow))})`,
      lift(share(sums.overP99, totals.overP99)), lift(share(sums.overSlow, totals.overSlow)),
    ]);
  };
  for (const condition of conditions) tally(condition.label, (index) => condition.holds(causes[index]!, intervals[index]!));
  tally('none of the above', (index) => !conditions.some((condition) => condition.holds(causes[index]!, intervals[index]!)));

  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  const unsampled = causes.filter((interval) => interval.postgres === undefined).length;
  return [
    `${totals.overP99} requests over the run's p99 (${timeline.runP99} ms) and ${totals.overSlow} over ${timeline.slowMs} ms, of ${totals.requests}; ` +
      `half of those over p99 were due in the worst ${worstIntervalsHolding(intervals, 0.5)} of ${intervals.length} intervals, ` +
      `90% in the worst ${worstIntervalsHolding(intervals, 0.9)}.`,
    'Where they fell (share of each kind due in the intervals where the condition held; lift = that share ÷ the share of all requests there, ' +
      '1.0× means no more than chance):',
    line(header),
    ...rows.map(line),
    ...(unsampled ? [`${unsampled} interval(s) without a PostgreSQL sample count as without its conditions.`] : []),
  ].join('\n');
}

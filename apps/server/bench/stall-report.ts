// What `pnpm bench:load` prints after its per-call table to tell the stalls
// apart: the latency timeline with each interval's possible causes
// (stall-timeline-table.ts), the worst intervals again when the timeline is
// long, the server's GC over the whole run, and where the slow requests fell
// (stall-correlation.ts).
import type { LatencyTimeline } from './latency-timeline.ts';
import { stallCorrelation, worstIntervals, type StallThresholds } from './stall-correlation.ts';
import { causesByInterval } from './stall-intervals.ts';
import type { StallRecord } from './stall-sampler.ts';
import { stallTimelineLegend, stallTimelineTable } from './stall-timeline-table.ts';

/** Longer timelines than this get their worst intervals printed again below them. */
const shortTimeline = 40;

function gcLine(record: StallRecord, timeline: LatencyTimeline): string {
  const runEndMs = timeline.startedAt + timeline.intervals.length * timeline.intervalSeconds * 1000;
  const pauses = record.gcPauses.filter((pause) => pause.atEpochMs >= timeline.startedAt && pause.atEpochMs < runEndMs);
  if (pauses.length === 0) return 'server GC during the run: no pause seen';
  const totalMs = pauses.reduce((sum, pause) => sum + pause.durationMs, 0);
  const longest = pauses.reduce((worst, pause) => (pause.durationMs > worst.durationMs ? pause : worst));
  const byKind = new Map<string, number>();
  for (const pause of pauses) byKind.set(pause.kind, (byKind.get(pause.kind) ?? 0) + 1);
  return (
    `server GC during the run: ${pauses.length} pauses (${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')}), ` +
    `${totalMs.toFixed(0)} ms in all (${((totalMs / (runEndMs - timeline.startedAt)) * 100).toFixed(1)}% of the time), ` +
    `longest ${longest.durationMs.toFixed(1)} ms (${longest.kind}, at ${((longest.atEpochMs - timeline.startedAt) / 1000).toFixed(1)} s)`
  );
}

export function printStallReport(timeline: LatencyTimeline, record: StallRecord, thresholds: StallThresholds): void {
  const causes = causesByInterval(timeline, record);
  const autovacuumWorkers = [...new Set(causes.flatMap((interval) => interval.postgres?.autovacuumWorkers ?? []))];
  console.info(`\nlatency timeline (${timeline.intervalSeconds}-s intervals) and what might have stalled it:`);
  console.info(stallTimelineTable(timeline, causes));
  console.info(stallTimelineLegend(timeline, autovacuumWorkers));
  const worst = worstIntervals(timeline, 10);
  if (timeline.intervals.length > shortTimeline && worst.length > 0) {
    console.info(`\nthe ${worst.length} intervals with the most requests over p99:`);
    console.info(stallTimelineTable(timeline, causes, worst));
  }
  console.info(`\n${gcLine(record, timeline)}; PostgreSQL samples missed (previous still running, or failed): ${record.postgresMissed}`);
  console.info(`\n${stallCorrelation(timeline, causes, thresholds)}`);
}

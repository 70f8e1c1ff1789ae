// What the harness (load-mix.ts, through bench-server-process.ts) and the
// server child (bench-server-child.ts) say to each other over the child's IPC
// channel. Checked on arrival: a message of another shape is a bug on one
// side, and a clear error beats a run whose stall report silently lacks the
// server's pauses.
import { isNumber, isShape, isString, unexpected } from './message-shapes.ts';
import type { SampleGrid, ServerPauseReport } from './server-pauses.ts';

/** What the child needs to open the bench schema and build the app (sent first, not in argv: the URL may hold a password). */
export interface BenchServerJob {
  readonly databaseUrl: string;
  readonly schema: string;
  readonly maxConnections: number;
  /** The app's data and sites directory (the harness makes it and removes it). */
  readonly dataFolder: string;
}

/** Harness → server child. */
export type HarnessMessage =
  | { readonly type: 'start'; readonly job: BenchServerJob }
  /** Start sampling GC pauses and event-loop delay, a sample at each grid time. */
  | { readonly type: 'watch'; readonly grid: SampleGrid }
  /** Stop sampling and answer with `pauses`. */
  | { readonly type: 'report' }
  | { readonly type: 'close' };

/** Server child → harness. */
export type ServerChildMessage =
  | { readonly type: 'listening'; readonly url: string }
  | { readonly type: 'pauses'; readonly report: ServerPauseReport }
  | { readonly type: 'failed'; readonly message: string };

function isGrid(value: unknown): value is SampleGrid {
  return isShape(value) && isNumber(value.fromEpochMs) && isNumber(value.everyMs) && value.everyMs > 0;
}

function isJob(value: unknown): value is BenchServerJob {
  return isShape(value) && isString(value.databaseUrl) && isString(value.schema) && isNumber(value.maxConnections) && isString(value.dataFolder);
}

const gcKinds = new Set(['minor', 'major', 'incremental', 'weak callbacks', 'other']);

function isReport(value: unknown): value is ServerPauseReport {
  if (!isShape(value) || !Array.isArray(value.loopDelays) || !Array.isArray(value.gcPauses)) return false;
  const loopDelaysFit = value.loopDelays.every(
    (tick: unknown) => isShape(tick) && isNumber(tick.dueAtEpochMs) && isNumber(tick.ranAtEpochMs) && isNumber(tick.p99Ms) && isNumber(tick.maxMs),
  );
  const pausesFit = value.gcPauses.every(
    (pause: unknown) => isShape(pause) && isNumber(pause.atEpochMs) && isNumber(pause.durationMs) && gcKinds.has(pause.kind as string),
  );
  return loopDelaysFit && pausesFit;
}

export function parseHarnessMessage(value: unknown): HarnessMessage {
  if (!isShape(value)) unexpected('harness', value);
  switch (value.type) {
    case 'start': return isJob(value.job) ? { type: 'start', job: value.job } : unexpected('harness', value);
    case 'watch': return isGrid(value.grid) ? { type: 'watch', grid: value.grid } : unexpected('harness', value);
    case 'report': return { type: 'report' };
    case 'close': return { type: 'close' };
    default: return unexpected('harness', value);
  }
}

export function parseServerChildMessage(value: unknown): ServerChildMessage {
  if (!isShape(value)) unexpected('server child', value);
  switch (value.type) {
    case 'listening': return isString(value.url) ? { type: 'listening', url: value.url } : unexpected('server child', value);
    case 'pauses': return isReport(value.report) ? { type: 'pauses', report: value.report } : unexpected('server child', value);
    case 'failed': return isString(value.message) ? { type: 'failed', message: value.message } : unexpected('server child', value);
    default: return unexpected('server child', value);
  }
}

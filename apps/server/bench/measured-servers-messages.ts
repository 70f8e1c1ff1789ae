// What `pnpm bench` (run.ts, through measured-servers-process.ts) and its
// server child (measured-servers-child.ts) say to each other over the child's
// IPC channel. A measurement is bracketed by `begin` and `end`: what the
// server saw in between (cache probes, event-loop delay, a CPU profile) is
// counted in the child, the only process that sees it. Checked on arrival: a
// message of another shape is a bug on one side, and a clear error beats a
// row whose cache-hit figures are silently wrong.
import type { Counts } from './cache-probes.ts';
import { isNumber, isShape, isString, unexpected } from './message-shapes.ts';

/** What the child needs to open the bench schema and start the servers (sent, not in argv: the URL may hold a password). */
export interface MeasuredServersJob {
  readonly databaseUrl: string;
  readonly schema: string;
  /** The app's pool and (a′)'s. */
  readonly maxConnections: number;
  /** The app's data and sites directory (the harness makes it and removes it). */
  readonly dataFolder: string;
  /** Where `--profile` writes the server's CPU profiles; null without --profile. */
  readonly profileFolder: string | null;
}

export interface MeasuredServerUrls {
  /** (a) the bare Fastify hello-world. */
  readonly hello: string;
  /** (a′) the bare Fastify with one PostgreSQL lookup. */
  readonly lookup: string;
  /** The real app. */
  readonly app: string;
}

export interface EventLoopDelay {
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** Harness → server child. */
export type HarnessMessage =
  | { readonly type: 'start'; readonly job: MeasuredServersJob }
  /** A measurement named `name` begins: answer `begun` once the probes are read and the monitors run. */
  | { readonly type: 'begin'; readonly name: string }
  /** It is over: answer `ended`. */
  | { readonly type: 'end' }
  | { readonly type: 'close' };

/** Server child → harness. */
export type ServerChildMessage =
  | { readonly type: 'listening'; readonly urls: MeasuredServerUrls; readonly idCardRoute: boolean }
  | { readonly type: 'begun'; readonly probes: Counts }
  | {
      readonly type: 'ended';
      readonly probes: Counts;
      readonly eventLoop: EventLoopDelay;
      /** What to print about the CPU profile written (null without --profile). */
      readonly profile: string | null;
    }
  | { readonly type: 'failed'; readonly message: string };

const isCounts = (value: unknown): value is Counts => isShape(value) && isNumber(value.memberLookups) && isNumber(value.signatureChecks);
const isUrls = (value: unknown): value is MeasuredServerUrls => isShape(value) && isString(value.hello) && isString(value.lookup) && isString(value.app);
const isDelay = (value: unknown): value is EventLoopDelay => isShape(value) && isNumber(value.p99Ms) && isNumber(value.maxMs);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

function isJob(value: unknown): value is MeasuredServersJob {
  return isShape(value) && isString(value.databaseUrl) && isString(value.schema) && isNumber(value.maxConnections) &&
    isString(value.dataFolder) && isStringOrNull(value.profileFolder);
}

export function parseHarnessMessage(value: unknown): HarnessMessage {
  if (!isShape(value)) unexpected('harness', value);
  switch (value.type) {
    case 'start': return isJob(value.job) ? { type: 'start', job: value.job } : unexpected('harness', value);
    case 'begin': return isString(value.name) ? { type: 'begin', name: value.name } : unexpected('harness', value);
    case 'end': return { type: 'end' };
    case 'close': return { type: 'close' };
    default: return unexpected('harness', value);
  }
}

export function parseServerChildMessage(value: unknown): ServerChildMessage {
  if (!isShape(value)) unexpected('server child', value);
  switch (value.type) {
    case 'listening':
      return isUrls(value.urls) && typeof value.idCardRoute === 'boolean'
        ? { type: 'listening', urls: value.urls, idCardRoute: value.idCardRoute }
        : unexpected('server child', value);
    case 'begun': return isCounts(value.probes) ? { type: 'begun', probes: value.probes } : unexpected('server child', value);
    case 'ended':
      return isCounts(value.probes) && isDelay(value.eventLoop) && isStringOrNull(value.profile)
        ? { type: 'ended', probes: value.probes, eventLoop: value.eventLoop, profile: value.profile }
        : unexpected('server child', value);
    case 'failed': return isString(value.message) ? { type: 'failed', message: value.message } : unexpected('server child', value);
    default: return unexpected('server child', value);
  }
}

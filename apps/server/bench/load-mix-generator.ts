// The load generator of `pnpm bench:load` and `pnpm bench:faults`, run in a
// child process so its work does not slow the server: reads one MixJob (JSON)
// on stdin, writes one MixResult on stdout. An open model at a fixed rate (as
// fixed-rate.ts): request k is due at start + k/rate whatever the earlier ones
// are doing, and its latency counts from then. Request k is call k mod c of
// open ⌊k/c⌋, each open a member of the pool in turn; a request not answered
// within `timeoutMs` is cut and counted as hung. With `timeline`, it also
// keeps the latencies interval by interval (latency-timeline.ts).
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSignal } from './start-signal.ts';
import { LatencyTimelineRecorder, type LatencyTimeline, type TimelineSettings } from './latency-timeline.ts';

export interface MixCall {
  readonly tag: string;
  readonly method: 'GET' | 'POST';
  /** Path below /api/<partner>, e.g. /members. */
  readonly path: string;
  /** POST calls send the member's SPDC as the body. */
  readonly sendsSpdc?: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MixMember {
  readonly partner: string;
  readonly authorization: string;
  readonly spdc: Readonly<Record<string, number>>;
}

export interface MixJob {
  readonly url: string;
  readonly rate: number;
  readonly durationSeconds: number;
  readonly connections: number;
  readonly timeoutMs: number;
  readonly calls: readonly MixCall[];
  readonly members: readonly MixMember[];
  /** Keep every failed answer's time and status (the fault run's timeline). */
  readonly recordFailures?: boolean;
  /** Keep the latencies interval by interval, and the generator's own loop delay beside them. */
  readonly timeline?: TimelineSettings;
  /**
   * Start on the first point of this grid (epoch ms) not yet past, so the
   * timeline's intervals line up with samples taken on the same grid elsewhere
   * (stall-sampler.ts).
   */
  readonly startGrid?: { readonly fromEpochMs: number; readonly everyMs: number };
}

export interface LatencySummary {
  readonly count: number;
  /** Answers that were not 2xx, requests that failed, requests cut at timeoutMs. */
  readonly non2xx: number;
  readonly errors: number;
  readonly hung: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

/** [epoch ms the request was due, status (0 error, -1 hung), latency ms]. */
export type Failure = readonly [number, number, number];

export interface MixResult {
  readonly startedAt: number;
  readonly seconds: number;
  readonly sent: number;
  readonly overall: LatencySummary;
  readonly byCall: Readonly<Record<string, LatencySummary>>;
  readonly statuses: Readonly<Record<string, number>>;
  /** 503 answers without a Retry-After header. */
  readonly unavailableWithoutRetryAfter: number;
  readonly failures?: readonly Failure[];
  readonly generatorEventLoopDelayP99Ms: number;
  readonly timeline?: LatencyTimeline;
}

class Tally {
  readonly latencies: number[] = [];
  non2xx = 0;
  errors = 0;
  hung = 0;
  summary(): LatencySummary {
    const sorted = Float64Array.from(this.latencies).sort();
    const at = (fraction: number) => Number((sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))] ?? 0).toFixed(2));
    return { count: sorted.length, non2xx: this.non2xx, errors: this.errors, hung: this.hung, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  }
}

async function runMix(job: MixJob): Promise<MixResult> {
  const target = new URL(job.url);
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const intervalMs = 1000 / job.rate;
  const total = Math.round(job.rate * job.durationSeconds);
  const overall = new Tally();
  const byCall = new Map(job.calls.map((call) => [call.tag, new Tally()]));
  const statuses: Record<string, number> = {};
  const failures: Failure[] = [];
  let unavailableWithoutRetryAfter = 0;
  const bodies = job.members.map((member) => JSON.stringify(member.spdc));
  const timeline = job.timeline ? new LatencyTimelineRecorder(job.timeline) : undefined;

  const send = (k: number, dueAt: number, dueEpoch: number) =>
    new Promise<void>((resolve) => {
      const call = job.calls[k % job.calls.length]!;
      const memberIndex = Math.floor(k / job.calls.length) % job.members.length;
      const member = job.members[memberIndex]!;
      const body = call.sendsSpdc ? bodies[memberIndex]! : undefined;
      const tally = byCall.get(call.tag)!;
      let settled = false;
      const settle = (status: number, kind: 'ok' | 'non2xx' | 'error' | 'hung') => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const latency = performance.now() - dueAt;
        for (const t of [overall, tally]) {
          t.latencies.push(latency);
          if (kind === 'non2xx') t.non2xx += 1;
          if (kind === 'error') t.errors += 1;
          if (kind === 'hung') t.hung += 1;
        }
        timeline?.record(k * intervalMs, latency, kind !== 'ok');
        statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        if (kind !== 'ok' && job.recordFailures) failures.push([dueEpoch, status, Math.round(latency)]);
        resolve();
      };
      const outgoing = request(
        {
          agent, host: target.hostname, port: target.port, method: call.method, path: `/api/${member.partner}${call.path}`,
          headers: {
            ...call.headers,
            authorization: member.authorization,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            if (status === 503 && response.headers['retry-after'] === undefined) unavailableWithoutRetryAfter += 1;
            settle(status, status >= 200 && status < 300 ? 'ok' : 'non2xx');
          });
          response.on('error', () => settle(0, 'error'));
        },
      );
      // Counted from when the request was due: waiting for a socket counts too.
      const timer = setTimeout(() => {
        settle(-1, 'hung');
        outgoing.destroy();
      }, Math.max(1, job.timeoutMs - (performance.now() - dueAt)));
      outgoing.on('error', () => settle(0, 'error'));
      outgoing.end(body);
    });

  let startAt = Date.now();
  if (job.startGrid) {
    const { fromEpochMs, everyMs } = job.startGrid;
    startAt = fromEpochMs + Math.max(0, Math.ceil((startAt - fromEpochMs) / everyMs)) * everyMs;
    await sleep(Math.max(0, startAt - Date.now()));
  }
  const ownLoop = monitorEventLoopDelay({ resolution: 1 });
  ownLoop.enable();
  // The same delay again, read and reset at each interval of the timeline.
  const intervalLoop = monitorEventLoopDelay({ resolution: 1 });
  let loopIntervalFrom = 0;
  const noteLoopDelay = (from: number, to: number) => {
    timeline?.noteGeneratorLoopDelay(from, to, { p99Ms: intervalLoop.percentile(99) / 1e6, maxMs: intervalLoop.max / 1e6 });
    intervalLoop.reset();
  };
  if (timeline) intervalLoop.enable();
  const startedAt = job.startGrid ? startAt : Date.now();
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      const interval = timeline?.intervalAt(now - started) ?? 0;
      if (interval > loopIntervalFrom) {
        noteLoopDelay(loopIntervalFrom, interval - 1);
        loopIntervalFrom = interval;
      }
      while (sent < total && started + sent * intervalMs <= now) {
        const dueAt = started + sent * intervalMs;
        const pending = send(sent, dueAt, startedAt + sent * intervalMs);
        inFlight.add(pending);
        void pending.then(() => inFlight.delete(pending));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  ownLoop.disable();
  if (timeline) {
    // The wait for the last answers counts in the last interval.
    const lastInterval = timeline.intervalAt((sent - 1) * intervalMs);
    noteLoopDelay(Math.min(loopIntervalFrom, lastInterval), lastInterval);
    intervalLoop.disable();
  }
  agent.destroy();
  const summary = overall.summary();
  return {
    startedAt,
    seconds,
    sent,
    overall: summary,
    byCall: Object.fromEntries([...byCall].map(([tag, tally]) => [tag, tally.summary()])),
    statuses,
    unavailableWithoutRetryAfter,
    ...(job.recordFailures ? { failures } : {}),
    generatorEventLoopDelayP99Ms: ownLoop.percentile(99) / 1e6,
    ...(timeline ? { timeline: timeline.finish(startedAt, summary.p99) } : {}),
  };
}

async function readJob(): Promise<MixJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as MixJob;
}

// Only ever run as the child process (the parent imports its types alone).
const job = await readJob();
await startSignal();
process.stdout.write(`${JSON.stringify(await runMix(job))}\n`);

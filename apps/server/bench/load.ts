// The load generator, run in a child process so it never shares the event
// loop of the servers it measures: reads one LoadJob (JSON) on stdin, runs
// autocannon (or, at a fixed rate, fixed-rate.ts), writes one LoadResult
// (JSON) on stdout. Each request takes the next entry of the pool (a token
// and its body), so caching is realistic.
import autocannon from 'autocannon';
import { runFixedRate } from './fixed-rate.ts';

export interface LoadRequest {
  /** The job's path unless given (e.g. a different claim number per request). */
  readonly path?: string;
  /** Fixed rate only: requests of one tag get latency figures of their own (kinds sent in turn, same conditions). */
  readonly tag?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface LoadJob {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly pool: readonly LoadRequest[];
  readonly connections: number;
  readonly durationSeconds: number;
  /**
   * Stop after this many answers instead of after the duration: no request is
   * left in flight (and cut off) at the end, which would abort PDF jobs.
   */
  readonly amount?: number;
  /** Requests per second, sent on schedule (open model, fixed-rate.ts); as fast as answered when absent. */
  readonly overallRate?: number;
}

export interface Latency {
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  readonly latencyMs: Latency;
  /** Fixed rate only: the latency of each tag's requests. */
  readonly latencyByTagMs?: Readonly<Record<string, Latency>>;
  readonly completed: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly bytesPerSecond: number;
  /** Fixed rate only: how late the generator itself ran (p99 of its event-loop delay). */
  readonly generatorEventLoopDelayP99Ms?: number;
}

async function readJob(): Promise<LoadJob> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoadJob;
}

async function runAutocannon(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  // Timed here: autocannon checks whether to stop once a second, so a run of
  // `amount` requests lasts whole seconds in its own figures (3 137 cards done
  // in 1.2 s were reported as 2 s: half the real rate).
  let firstSent = 0;
  let lastAnswered = 0;
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount } : { duration: job.durationSeconds }),
    pipelining: 1,
    requests: [
      {
        method: job.method,
        path: job.path,
        setupRequest: (request) => {
          if (next === 0) firstSent = performance.now();
          const entry = job.pool[next++ % job.pool.length] ?? {};
          return {
            ...request,
            ...(entry.path ? { path: entry.path } : {}),
            headers: { ...request.headers, ...entry.headers, ...(entry.body ? { 'content-type': 'application/json' } : {}) },
            ...(entry.body ? { body: entry.body } : {}),
          };
        },
        onResponse: () => {
          lastAnswered = performance.now();
        },
      },
    ],
  });
  const seconds = lastAnswered > firstSent ? (lastAnswered - firstSent) / 1000 : result.duration;
  return {
    requestsPerSecond: seconds > 0 ? result.requests.total / seconds : 0,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    completed: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerSecond: result.throughput.average,
  };
}

const job = await readJob();
const answer = job.overallRate ? await runFixedRate({ ...job, overallRate: job.overallRate }) : await runAutocannon(job);
process.stdout.write(`${JSON.stringify(answer)}\n`);

// The load generator, run in a child process so it never shares the event
// loop of the servers it measures: reads one LoadJob (JSON) on stdin, runs
// autocannon (or, at a fixed rate, fixed-rate.ts), writes one LoadResult
// (JSON) on stdout. Each request takes the next entry of the pool (a token
// and its body), so caching is realistic.
import autocannon from 'autocannon';
import { runFixedRate } from './fixed-rate.ts';
import { startSignal } from './start-signal.ts';
import type { LoadJob, LoadResult } from './load-types.ts';

export type { Latency, LoadJob, LoadRequest, LoadResult } from './load-types.ts';

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
await startSignal();
const answer = job.overallRate ? await runFixedRate({ ...job, overallRate: job.overallRate }) : await runAutocannon(job);
process.stdout.write(`${JSON.stringify(answer)}\n`);

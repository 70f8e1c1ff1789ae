// An open-model load at a fixed rate (p99 at 1 000 req/s): one
// request is due every 1/rate s whatever the earlier ones are doing, on a
// pool of keep-alive connections, and each latency counts from the moment
// the request was due (so a stall delays every request behind it, as it
// would for real clients). autocannon's own rate limit sends each second's
// requests in one burst at full speed, which measures the burst instead.
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { LoadJob, LoadResult } from './load-types.ts';

export async function runFixedRate(job: LoadJob & { overallRate: number }): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const intervalMs = 1000 / job.overallRate;
  const total = Math.round(job.overallRate * job.durationSeconds);
  const latencies: number[] = [];
  const latenciesByTag = new Map<string, number[]>();
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  let sent = 0;

  const send = (dueAt: number) =>
    new Promise<void>((resolve) => {
      const entry = job.pool[sent % job.pool.length] ?? {};
      const headers = { ...entry.headers, ...(entry.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(entry.body) } : {}) };
      const outgoing = request(new URL(entry.path ?? job.path, job.url), { method: job.method, agent, headers }, (response) => {
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => {
          const latency = performance.now() - dueAt;
          latencies.push(latency);
          if (entry.tag) {
            const tagged = latenciesByTag.get(entry.tag) ?? [];
            tagged.push(latency);
            latenciesByTag.set(entry.tag, tagged);
          }
          if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.end(entry.body);
    });

  // The generator's own stalls would count as server latency: watched, and reported.
  const ownLoop = monitorEventLoopDelay({ resolution: 1 });
  ownLoop.enable();
  const started = performance.now();
  const inFlight: Array<Promise<void>> = [];
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && started + sent * intervalMs <= now) {
        inFlight.push(send(started + sent * intervalMs));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * intervalMs - performance.now()));
      else done();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsedSeconds = (performance.now() - started) / 1000;
  ownLoop.disable();
  agent.destroy();

  const latencyOf = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (fraction: number) => Number((sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0).toFixed(2));
    return { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) };
  };
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    latencyMs: latencyOf(latencies),
    ...(latenciesByTag.size > 0 ? { latencyByTagMs: Object.fromEntries([...latenciesByTag].map(([tag, values]) => [tag, latencyOf(values)])) } : {}),
    completed: latencies.length,
    non2xx,
    errors,
    timeouts: 0,
    bytesPerSecond: bytes / elapsedSeconds,
    generatorEventLoopDelayP99Ms: ownLoop.percentile(99) / 1e6,
  };
}

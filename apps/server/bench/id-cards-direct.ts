// ID cards per second through the documents renderer alone (worker pool), for
// when the ID-card route is not registered: `inFlight` cards at a time for
// `durationSeconds`, each a different member.
import { createDocumentRenderer, createPdfWorkerPool } from '../src/documents/index.ts';
import { sampleIdCard } from '../test/support/documents/sample-inputs.ts';
import type { LoadResult } from './load.ts';

export async function measureIdCardsDirectly(durationSeconds: number, inFlight: number): Promise<LoadResult> {
  const pool = createPdfWorkerPool();
  const { renderDocument } = createDocumentRenderer({ pool });
  const card = (n: number) => sampleIdCard({ member: { name: `Member ${n} Example`, memberId: String(100_000_000 + n) } });
  try {
    await Promise.all(Array.from({ length: pool.size * 4 }, (_, n) => renderDocument('idCard', card(n), { deviceType: 'desktop' })));
    const latencies: number[] = [];
    const ends = performance.now() + durationSeconds * 1000;
    let next = 0;
    const loop = async () => {
      while (performance.now() < ends) {
        const started = performance.now();
        await renderDocument('idCard', card(next++), { deviceType: 'desktop' });
        latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: inFlight }, loop));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (fraction: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
    return {
      requestsPerSecond: latencies.length / seconds,
      latencyMs: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: at(1) },
      completed: latencies.length,
      non2xx: 0,
      errors: 0,
      timeouts: 0,
      bytesPerSecond: 0,
    };
  } finally {
    await pool.close();
  }
}

// Micro-benchmark (ID cards ≥ 1 000/s): ID-card PDFs per
// second through the worker pool, the way the API renders them — a fixed
// number of requests in flight, each a different member, desktop and mobile
// layouts alternating.
//
//   pnpm exec tsx bench/id-cards-pool.ts [--cards 5000] [--threads N] [--in-flight 64]
//
// Besides wall-clock throughput it prints the CPU time a card costs (all
// threads together): on a machine busy with other work the wall clock
// understates what the pool can do, the CPU time does not.
import { availableParallelism, cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createPdfWorkerPool } from '../src/documents/pdf-worker-pool.ts';
import { sampleIdCard } from '../test/support/documents/sample-inputs.ts';
import type { IdCardInput } from '../src/documents/types.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '5000' },
    threads: { type: 'string', default: String(availableParallelism()) },
    'in-flight': { type: 'string', default: '64' },
  },
});
const cardCount = Number(values.cards);
const threads = Number(values.threads);
const inFlight = Number(values['in-flight']);

function memberCard(index: number): IdCardInput {
  return sampleIdCard({
    partner: (['alic', 'rsl', 'standard'] as const)[index % 3]!,
    member: { name: `Member ${index} Example-Núñez`, memberId: String(100_000_000 + index) },
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;
}

const pool = createPdfWorkerPool({ size: threads, maxQueue: Math.max(1024, inFlight) });
// Workers start and warm up before the clock starts, as they do when the server boots.
await Promise.all(
  Array.from({ length: threads * 4 }, (_, index) =>
    pool.render({ kind: 'idCard', input: memberCard(index), options: { deviceType: 'mobile' } }),
  ),
);

const latencies: number[] = [];
let bytes = 0;
let next = 0;
async function requestLoop(): Promise<void> {
  while (next < cardCount) {
    const index = next++;
    const started = performance.now();
    const card = await pool.render({
      kind: 'idCard',
      input: memberCard(index),
      options: { deviceType: index % 2 === 0 ? 'desktop' : 'mobile', language: index % 5 === 0 ? 'es' : 'en' },
    });
    latencies.push(performance.now() - started);
    bytes += card.byteLength;
  }
}

const loadBefore = loadavg()[0]!;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: inFlight }, requestLoop));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
await pool.close();

const cpuMsPerCard = (cpu.user + cpu.system) / 1000 / cardCount;
latencies.sort((a, b) => a - b);
console.info(`ID cards: ${cardCount} through ${threads} worker threads, ${inFlight} in flight (${cpus()[0]?.model ?? 'unknown CPU'})`);
console.info(`  load average before: ${loadBefore.toFixed(2)} on ${availableParallelism()} cores`);
console.info(`  throughput:          ${Math.round(cardCount / seconds)} cards/s (${seconds.toFixed(2)} s)`);
console.info(`  latency:             p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`);
console.info(`  CPU per card:        ${cpuMsPerCard.toFixed(3)} ms (all threads) → ${Math.round((1000 / cpuMsPerCard) * threads)} cards/s on ${threads} idle cores`);
console.info(`  average size:        ${Math.round(bytes / cardCount / 1024)} KB`);

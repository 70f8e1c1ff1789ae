// `pnpm bench:providers` (a script, not a test): find care's directory search
// at 1,000,000 providers on PostgreSQL and on PGlite. Per engine: migrates a
// throwaway database (a schema of its own on PostgreSQL, in-memory PGlite),
// generates the providers with the seed's generator (db/seed/providers.ts),
// VACUUM ANALYZE, then ≥ 2,000 searches one after the other through the real
// repository: a 25-mile radius around a random real ZIP code with two filters
// (a provider type and accepting new patients), the first page. Prints
// p50/p95/p99 in milliseconds and one EXPLAIN ANALYZE.
//
//   pnpm bench:providers [--providers 1000000] [--queries 2000] [--engines postgres,pglite]
//   DATABASE_URL  default postgres://postgres@127.0.0.1:5432/test
import { PGlite } from '@electric-sql/pglite';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { providerTypes } from '@portal/contract';
import type { Database } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { pgliteDatabase } from '../src/db/pglite-database.ts';
import { seedProviders, zipPlaces } from '../src/db/seed/providers.ts';
import { createProvidersRepository } from '../src/modules/providers/repository.ts';
import { openBenchDatabase } from './bench-database.ts';
import { seededRandom } from './seeded-random.ts';

const { values } = parseArgs({
  options: {
    providers: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '2000' },
    'warm-up': { type: 'string', default: '200' },
    engines: { type: 'string', default: 'postgres,pglite' },
  },
});
const providerCount = Number(values.providers);
const queryCount = Number(values.queries);
const warmUp = Number(values['warm-up']);
const engines = values.engines.split(',').map((e) => e.trim());
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const radiusMiles = 25;
const seed = 20_260_101;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(engine: string, db: Database): Promise<void> {
  await migrate(db);
  let started = performance.now();
  await seedProviders(db, providerCount, seed);
  console.info(`[${engine}] ${providerCount.toLocaleString('en-US')} providers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.exec('VACUUM (ANALYZE) providers');
  const places = [...(await zipPlaces()).values()];
  const random = seededRandom(seed);
  const repository = createProvidersRepository(db);
  const searchAt = () => {
    const place = places[Math.floor(random() * places.length)]!;
    return {
      latitude: place.latitude, longitude: place.longitude, radiusMiles,
      providerType: providerTypes[Math.floor(random() * providerTypes.length)], acceptingNewPatients: true,
      preferredNetworks: [], limit: 10, offset: 0,
    };
  };
  for (let i = 0; i < warmUp; i++) await repository.searchProviders(searchAt());
  const times: number[] = [];
  for (let i = 0; i < queryCount; i++) {
    const search = searchAt();
    started = performance.now();
    await repository.searchProviders(search);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(times, p).toFixed(2));
  console.info(`[${engine}] ${queryCount} searches, ${radiusMiles} miles, type + accepting new: p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms`);
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN ANALYZE SELECT id FROM providers WHERE latitude BETWEEN 40.3 AND 41.1 AND longitude BETWEEN -74.5 AND -73.5
       AND provider_type = 'generalDentist' AND accepting_new_patients`,
  );
  console.info(plan.map((row) => row['QUERY PLAN']).join('\n'));
}

console.info(`provider search bench: ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const engine of engines) {
  if (engine === 'postgres') {
    const bench = await openBenchDatabase(databaseUrl, 4);
    try {
      await measure(engine, bench.db);
    } finally {
      await bench.dispose();
    }
  } else if (engine === 'pglite') {
    const pglite = new PGlite();
    await pglite.waitReady;
    try {
      await measure(engine, pgliteDatabase(pglite));
    } finally {
      await pglite.close();
    }
  } else {
    throw new Error(`Unknown engine ${engine}: postgres or pglite`);
  }
}

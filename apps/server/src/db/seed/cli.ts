// `pnpm seed --members N [--seed S]`: adds N synthetic members over all
// partners to the configured database (DATABASE_URL or PGlite in DATA_DIR),
// after applying migrations. Demo accounts are seeded first on an empty database.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { migrate } from '../migrate.ts';
import { openDatabase } from '../open-database.ts';
import { defaultSeed, seedDemoDataIfEmpty, seedSyntheticMembers } from './seed.ts';

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return Number(raw);
}

async function main() {
  const { values } = parseArgs({ options: { members: { type: 'string' }, seed: { type: 'string' } } });
  const count = positiveInteger('members', values.members, 1_000);
  const seed = positiveInteger('seed', values.seed, defaultSeed);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    if (await seedDemoDataIfEmpty(db, 0)) console.info('Seeded the demo accounts.');
    const started = Date.now();
    let reported = 0;
    const first = await seedSyntheticMembers(db, {
      count,
      seed,
      onProgress: ({ inserted, total }) => {
        if (inserted - reported >= 10_000 || inserted === total) {
          reported = inserted;
          console.info(`  ${inserted} / ${total} members`);
        }
      },
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`Added ${count} synthetic members (numbers ${first}-${first + count - 1}, seed ${seed}) to ${db.kind} in ${seconds} s.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exit(1);
});

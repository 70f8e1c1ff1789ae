// Reads the configuration, prepares the database, builds the app, listens.
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { defaultSeed, seedDemoDataIfEmpty } from './db/seed/seed.ts';
import { demoProviderCount, seedProvidersIfEmpty } from './db/seed/providers.ts';
import { installGracefulShutdown } from './health/graceful-shutdown.ts';
import { listen } from './listen.ts';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function start() {
  const config = configOrExit();
  // The application (oidc-provider and the rest) is loaded only once the configuration
  // holds, so a refused start prints its one line and nothing else.
  const { buildApp } = await import('./app.ts');
  const db = await openDatabase(config);
  await migrate(db);
  // Demo accounts share a published password: never in production (config.ts refuses SEED_DEMO=true there too).
  if (config.seedDemo && !config.production && (await seedDemoDataIfEmpty(db))) {
    console.info(`Seeded demo data into the empty ${db.kind === 'pglite' ? `PGlite database in ${config.dataDir}` : 'PostgreSQL database'}.`);
  }
  // Find care's directory: also filled into a demo database seeded before it existed.
  if (config.seedDemo && !config.production && (await seedProvidersIfEmpty(db, demoProviderCount, defaultSeed))) {
    console.info(`Seeded ${demoProviderCount.toLocaleString('en-US')} providers into the directory.`);
  }
  const app = await buildApp(config, { db });
  await listen(app, config);
  const { alic, rsl, standard } = config.siteOrigins;
  console.info(`Member portal ready: alic ${alic}  rsl ${rsl}  standard ${standard}`);

  // SIGTERM/SIGINT: not ready at once, drain requests in flight (≤ 10 s), then close the database.
  installGracefulShutdown({ app, db });
}

start().catch((error: unknown) => {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

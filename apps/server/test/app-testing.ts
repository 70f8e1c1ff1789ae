// The whole application on a test database with the demo data, for
// app.inject() tests on PGlite and PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { seedDemoDataIfEmpty } from '../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../src/documents/index.ts';
import { createInProcessPdfPool } from './support/documents/in-process-pool.ts';
import { testConfig, type TestApp } from './support/test-app-config.ts';
import { describeOnEachDatabase } from './support/test-databases.ts';

export { testConfig, type TestApp };

export function describeApp(
  title: string,
  define: (testApp: TestApp) => void,
  options: { env?: Record<string, string>; prepareSites?: (sitesDir: string) => Promise<void> } = {},
): void {
  describeOnEachDatabase(title, ({ kind, db }) => {
    let app: FastifyInstance | undefined;
    let config: Config | undefined;
    let sitesDir: string | undefined;
    beforeAll(async () => {
      sitesDir = await mkdtemp(join(tmpdir(), 'portal-sites-'));
      await options.prepareSites?.(sitesDir);
      config = testConfig({ SITES_DIR: sitesDir, ...options.env });
      await seedDemoDataIfEmpty(db(), 20);
      const renderDocument = createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument;
      app = await buildApp(config, { db: db(), renderDocument });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
      if (sitesDir) await rm(sitesDir, { recursive: true, force: true });
    });
    define({
      kind,
      db,
      app: () => app!,
      config: () => config!,
    });
  });
}

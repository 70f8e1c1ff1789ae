// A statement budget, not a timing: one dashboard open (docs/performance.md,
// "A dashboard open, statement by statement") may send at most this many SQL
// statements once the first open has filled the shared answers. A change that
// reads more fails here; lower the budget when an open gets cheaper.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { seedDemoDataIfEmpty } from '../../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../../src/documents/index.ts';
import { createInProcessPdfPool } from '../support/documents/in-process-pool.ts';
import { dashboardOpenCalls, sendDashboardCall } from '../support/dashboard-open.ts';
import { demo } from '../support/demo-members.ts';
import { recordStatements, type StatementRecorder } from '../support/statement-recorder.ts';
import { testConfig } from '../support/test-app-config.ts';
import { describeOnEachDatabase } from '../support/test-databases.ts';
import { signTestAccessToken } from '../support/test-tokens.ts';

/** Statements of a later open (a new token, the shared answers kept); 29 before they were kept (docs/performance.md). */
const statementsPerOpen = 19;

describeOnEachDatabase('statements of one dashboard open', (testDb) => {
  let app: FastifyInstance | undefined;
  let recorder: StatementRecorder | undefined;
  const config = testConfig();
  beforeAll(async () => {
    await seedDemoDataIfEmpty(testDb.db(), 20);
    recorder = recordStatements(testDb.db());
    app = await buildApp(config, { db: recorder.db, renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
    await app.ready();
  });
  afterAll(async () => app?.close());

  /** Opens the dashboard with a fresh token; the statements of its calls, every call answered 200. */
  const open = async () => {
    const token = await signTestAccessToken(testDb.db(), config, demo.maria);
    recorder!.take();
    for (const call of dashboardOpenCalls) expect((await sendDashboardCall(app!, token, call)).statusCode, call[1]).toBe(200);
    return recorder!.take();
  };

  it(`sends at most ${statementsPerOpen} statements once the shared answers are kept`, async () => {
    await open();
    const statements = await open();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(statementsPerOpen);
  });
});

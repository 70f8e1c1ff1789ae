// A statement budget, not a timing: one dashboard open (docs/performance.md,
// "Dashboard open: statements and plans") may send at most this many SQL
// statements once the first open has filled the shared answers. A change that
// reads more fails here; lower the budget when an open gets cheaper.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createAuditTrail, type AuditTrail } from '../../src/audit/index.ts';
import { seedDemoDataIfEmpty } from '../../src/db/seed/seed.ts';
import { createDocumentRenderer } from '../../src/documents/index.ts';
import { createInProcessPdfPool } from '../support/documents/in-process-pool.ts';
import { dashboardOpenPhases, sendDashboardCall } from '../support/dashboard-open.ts';
import { demo } from '../support/demo-members.ts';
import { recordStatements, type StatementRecorder } from '../support/statement-recorder.ts';
import { testConfig } from '../support/test-app-config.ts';
import { describeOnEachDatabase } from '../support/test-databases.ts';
import { signTestAccessToken } from '../support/test-tokens.ts';

/**
 * Statements of a later open (a new token, the shared answers kept): 29 before they were kept,
 * 19 with them, 10 once each member read is made once per token and the open's audit events
 * share an INSERT per batch of calls, 9 with the plans' documents kept (docs/performance.md).
 */
const statementsPerOpen = 9;
/** The open's calls about the member (GET members, messages, visibility rules, patient details twice, documents): one event each. */
const auditedCalls = 6;
const insertsAuditEvents = (sql: string) => sql.startsWith('INSERT INTO audit_events');

describeOnEachDatabase('statements of one dashboard open', (testDb) => {
  let app: FastifyInstance | undefined;
  let recorder: StatementRecorder | undefined;
  let audit: AuditTrail | undefined;
  const config = testConfig();
  beforeAll(async () => {
    await seedDemoDataIfEmpty(testDb.db(), 20);
    recorder = recordStatements(testDb.db());
    // The app's own trail, with a batch window wide enough that a loaded test machine's calls sent together are
    // still together when their events are written (the server's 2 ms is for a machine that answers in 2 ms).
    audit = createAuditTrail({ db: recorder.db, flushDelayMs: 1_000 });
    app = await buildApp(config, { db: recorder.db, audit, renderDocument: createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await audit?.close();
  });

  const eventsOfMaria = async () =>
    (await testDb.db().query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE member_id = $1', [demo.maria.memberId]))[0]!.n;

  /** Opens the dashboard with a fresh token as the site does; the statements of its calls, every call answered 200. */
  const open = async () => {
    const token = await signTestAccessToken(testDb.db(), config, demo.maria);
    recorder!.take();
    for (const phase of dashboardOpenPhases) {
      const answers = await Promise.all(phase.map((call) => sendDashboardCall(app!, token, call)));
      answers.forEach((answer, i) => expect(answer.statusCode, phase[i]![1]).toBe(200));
    }
    return recorder!.take();
  };

  it(`sends at most ${statementsPerOpen} statements once the shared answers are kept, every call's audit event stored`, async () => {
    await open();
    const before = await eventsOfMaria();
    const statements = await open();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(statementsPerOpen);
    // Fewer INSERTs, not fewer events: every call about Maria is on the trail, and it was there when she was answered.
    expect(await eventsOfMaria()).toBe(before + auditedCalls);
    expect(statements.filter(insertsAuditEvents).length, statements.join('\n')).toBeLessThan(auditedCalls);
  });

  it('reads the savings page and the contact points once for the brand, not for every member', async () => {
    const brandWide = /\b(contact_points|savings_pages|savings_offers)\b/;
    const openScreens = async () => {
      const token = await signTestAccessToken(testDb.db(), config, demo.maria);
      recorder!.take();
      for (const url of ['/api/alic/members/contacts', '/api/alic/content/savings']) {
        expect((await sendDashboardCall(app!, token, ['GET', url])).statusCode, url).toBe(200);
      }
      return recorder!.take();
    };
    expect((await openScreens()).filter((sql) => brandWide.test(sql))).not.toEqual([]);
    const later = await openScreens();
    expect(later.filter((sql) => brandWide.test(sql)), later.join('\n')).toEqual([]);
  });
});

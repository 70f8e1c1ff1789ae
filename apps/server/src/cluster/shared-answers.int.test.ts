// What the shared answers keep (features, chat hours, plan designs, savings
// content, contact points, plans' documents) is forgotten on every copy when another connection
// changes their tables: migrations 032's, 033's and 038's triggers notify, the
// cluster bus carries it.
import { inject, expect, it } from 'vitest';
import { describeApp, type TestApp } from '../../test/app-testing.ts';
import { changeSharedAnswers } from '../../test/support/shared-answers-change.ts';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';

/** Another connection to the suite's database, as another copy of the server (or psql) would have. */
async function withOtherConnection(testApp: TestApp, work: (other: Database) => Promise<unknown>) {
  if (testApp.kind === 'pglite') {
    await work(testApp.db()); // one process, one connection
    return;
  }
  const [{ schema }] = (await testApp.db().query<{ schema: string }>('SELECT current_schema() AS schema')) as [{ schema: string }];
  const other = await openPostgresDatabase({ connectionString: inject('postgresUrl')!, schema, maxConnections: 1 });
  try {
    await work(other);
  } finally {
    await other.close();
  }
}

const sharedTables = {
  partner_features: 'features',
  partner_chat_hours: 'time_zone',
  dental_plan_designs: 'plan_name',
  dental_design_classes: 'copay',
  vision_design_items: 'copay',
  savings_pages: 'heading',
  savings_offers: 'title',
  contact_points: 'phone',
  plan_documents: 'title',
} as const;

describeApp('shared answers are forgotten when their tables change', (testApp) => {
  const featuresOfAlic = async () => (await testApp.app().inject({ method: 'GET', url: '/api/alic/features' })).json<{ memberChat: boolean }>();

  it('answers a feature changed by another connection from the next call on', async () => {
    expect((await featuresOfAlic()).memberChat).toBe(true);
    const setMemberChat = (on: boolean) => withOtherConnection(testApp, (other) => changeSharedAnswers(testApp, () => other.query(
      `UPDATE partner_features SET features = jsonb_set(features, '{memberChat}', to_jsonb($1::boolean)) WHERE partner = 'alic'`, [on],
    )));
    await setMemberChat(false);
    try {
      expect((await featuresOfAlic()).memberChat).toBe(false);
    } finally {
      await setMemberChat(true);
    }
    expect((await featuresOfAlic()).memberChat).toBe(true);
  });

  it('loads an answer once for calls arriving together, and loads again when a change overtook the load', async () => {
    const shared = testApp.app().sharedAnswers;
    let loads = 0;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const probe = () => shared.remember('probe:together', async () => (await gate, ++loads));
    const together = Promise.all([probe(), probe(), probe()]);
    release();
    expect(await together).toEqual([1, 1, 1]);
    expect(loads).toBe(1);

    let releaseOld: () => void = () => undefined;
    const oldGate = new Promise<void>((resolve) => (releaseOld = resolve));
    const old = shared.remember('probe:overtaken', async () => (await oldGate, 'before the change'));
    shared.forgetAll();
    const fresh = shared.remember('probe:overtaken', async () => 'after the change');
    releaseOld();
    expect([await old, await fresh]).toEqual(['before the change', 'after the change']);
    expect(await shared.remember('probe:overtaken', async () => 'read again')).toBe('after the change');
  });

  it.each(Object.entries(sharedTables))('forgets every kept answer when %s changes', async (table, column) => {
    let loads = 0;
    const probe = () => testApp.app().sharedAnswers.remember(`probe:${table}`, async () => ++loads);
    expect(await probe()).toBe(1);
    expect(await probe()).toBe(1);
    // A statement that changes no row still announces itself (a statement trigger), and leaves the data alone.
    await withOtherConnection(testApp, (other) => changeSharedAnswers(testApp, () => other.query(`UPDATE ${table} SET ${column} = ${column} WHERE false`)));
    expect(await probe()).toBe(2);
  });
});

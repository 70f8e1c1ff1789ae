// A planning budget, not a timing: the last-service-dates statements run on
// every benefits call, so PostgreSQL must keep their generic plan (planned once
// per connection) instead of planning them anew on each call. With the line
// ids as `= ANY($1)` it did: the generic plan assumed 10 lines and always lost
// to a custom one (docs/performance.md, "Plans kept per connection").
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { seedDemoDataIfEmpty } from '../../db/seed/seed.ts';
import { createBenefitsRepository } from './repository.ts';

const postgresUrl = inject('postgresUrl');

describe.skipIf(postgresUrl === null)('last service dates keep their plan [postgres]', () => {
  const schema = `${inject('schemaPrefix')}_${randomBytes(4).toString('hex')}`;
  let db: Database;

  beforeAll(async () => {
    // One connection, so every call below runs on the connection whose prepared statements are read.
    db = await openPostgresDatabase({ connectionString: postgresUrl!, schema, maxConnections: 1, commitWaitsForDisk: false });
    await migrate(db);
    // The planner's choice depends on the tables' statistics: claims and lines of a few thousand members, analyzed.
    await seedDemoDataIfEmpty(db, 2_000);
    await db.exec('ANALYZE');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    const client = new pg.Client({ connectionString: postgresUrl! });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  /** Plans of the prepared statements on the connection whose text matches. */
  const plansOf = (pattern: string) =>
    db.query<{ statement: string; generic: number; custom: number }>(
      'SELECT statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement LIKE $1',
      [pattern],
    );

  it.each([1, 2, 3])('plans the statement of %i lines once it has run a few times', async (lineCount) => {
    const repository = createBenefitsRepository(db);
    const lines = Array.from({ length: lineCount }, (_, i) => ({ lineId: String(1000 + i), codes: ['D0120', 'D1110', 'V2020'] }));
    const before = await plansOf('%max(l.service_date)%GROUP BY cl.id%');
    for (let call = 0; call < 8; call += 1) await repository.findLastServicesOfLines(lines, 1);
    const after = await plansOf('%max(l.service_date)%GROUP BY cl.id%');
    const ran = after.filter((plans) => {
      const earlier = before.find((b) => b.statement === plans.statement);
      return plans.generic + plans.custom > (earlier ? earlier.generic + earlier.custom : 0);
    });
    expect(ran).toHaveLength(1);
    // PostgreSQL tries five custom plans, then keeps the generic one when it costs no more.
    expect(ran[0]!.generic, ran[0]!.statement).toBeGreaterThan(0);
  });
});

import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/support/test-databases.ts';
import { loadMigrations, migrate } from './migrate.ts';

describeOnEachDatabase(
  'migrations',
  ({ db }) => {
    it('applies every numbered migration once, in order, and records it', async () => {
      const versions = (await loadMigrations()).map((m) => m.version);
      expect(versions.slice(0, 2)).toEqual(['001_initial', '002_reference_data']);
      expect(versions).toEqual([...versions].sort());
      expect(await migrate(db())).toEqual(versions);
      const recorded = await db().query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(recorded.map((r) => r.version)).toEqual(versions);
    });

    it('is idempotent: a second start applies nothing and keeps the data', async () => {
      expect(await migrate(db())).toEqual([]);
      const subsidiaries = await db().query<{ number: number; partner: string }>(
        'SELECT number, partner FROM subsidiaries ORDER BY number',
      );
      expect(subsidiaries).toEqual([
        { number: 0, partner: 'alic' },
        { number: 10, partner: 'alic' },
        { number: 26, partner: 'alic' },
        { number: 30, partner: 'alic' },
        { number: 136, partner: 'rsl' },
        { number: 137, partner: 'rsl' },
        { number: 160, partner: 'standard' },
        { number: 161, partner: 'standard' },
      ]);
    });

    it('rolls back a failing migration entirely', async () => {
      const broken = [{ version: '999_broken', sql: 'CREATE TABLE half_done (x int); SELECT * FROM no_such_table;' }];
      await expect(migrate(db(), broken)).rejects.toThrow();
      const tables = await db().query("SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'");
      expect(tables).toHaveLength(0);
      const recorded = await db().query("SELECT 1 FROM schema_migrations WHERE version = '999_broken'");
      expect(recorded).toHaveLength(0);
    });
  },
  { migrated: false },
);

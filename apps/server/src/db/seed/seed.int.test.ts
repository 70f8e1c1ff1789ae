import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { seedDemoDataIfEmpty, seedSyntheticMembers } from './seed.ts';

describeOnEachDatabase('seed', ({ db }) => {
  it('seeds demo accounts and synthetic members on an empty database, once', async () => {
    expect(await seedDemoDataIfEmpty(db(), 50)).toBe(true);
    expect(await seedDemoDataIfEmpty(db(), 50)).toBe(false);
    const accounts = await db().query<{ email: string; roles: string[]; member_id: string | null }>(
      'SELECT email, roles, member_id FROM accounts ORDER BY email',
    );
    expect(accounts.map((a) => a.email).sort()).toEqual(
      ['alic', 'rsl', 'standard']
        .flatMap((brand) => ['connect', 'connect2', 'csr', 'dependent', 'dhmo', 'member', 'nopolicy', 'producer', 'terminated'].map((kind) => `${brand}.${kind}@example.com`))
        // The access administrator, on alic only.
        .concat('alic.admin@example.com')
        .sort(),
    );
    const byEmail = (email: string) => accounts.find((a) => a.email === email);
    expect(byEmail('alic.csr@example.com')).toMatchObject({ roles: ['csr'], member_id: null });
    expect(byEmail('alic.admin@example.com')).toMatchObject({ roles: ['csr', 'admin'], member_id: null });
    // §6 producer/agent: one per brand, with no member.
    for (const brand of ['alic', 'rsl', 'standard']) expect(byEmail(`${brand}.producer@example.com`)).toMatchObject({ roles: ['producer'], member_id: null });
    // §2 /no-policy-found: member accounts that no member is connected to yet.
    for (const kind of ['nopolicy', 'connect', 'connect2']) {
      expect(byEmail(`rsl.${kind}@example.com`)).toMatchObject({ roles: ['member'], member_id: null });
    }
    expect(byEmail('rsl.member@example.com')).toMatchObject({ roles: ['member'], member_id: '900000011' });
    expect(byEmail('rsl.dhmo@example.com')).toMatchObject({ roles: ['member'], member_id: '900000013' });
    const [{ count }] = (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM members')) as [{ count: number }];
    expect(count).toBe(59);
  });

  it('gives the terminated demo member an active dental line and one ended on 2024-12-31', async () => {
    const lines = await db().query(
      `SELECT lob, effective_date, term_date FROM coverage_lines c JOIN accounts a ON a.member_id = c.member_id
       WHERE a.email = 'alic.terminated@example.com' ORDER BY effective_date DESC`,
    );
    expect(lines).toEqual([
      { lob: 'DEN', effective_date: 20250101, term_date: 0 },
      { lob: 'DEN', effective_date: 0, term_date: 20241231 },
    ]);
  });

  it('adds synthetic members after the existing ones in batches', async () => {
    const first = await seedSyntheticMembers(db(), { count: 2_500 });
    expect(first).toBe(50);
    const [row] = await db().query<{ members: number; lines: number }>(
      'SELECT (SELECT count(*) FROM members)::int AS members, (SELECT count(*) FROM coverage_lines)::int AS lines',
    );
    expect(row!.members).toBe(59 + 2_500);
    expect(row!.lines).toBeGreaterThan(2 * 2_500);
  });
});

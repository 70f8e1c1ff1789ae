// A fingerprint of every row that belongs to one member, in every table with
// a member_id column: another member's calls must leave it exactly as it was.
import type { Queryable } from '../db/database.ts';

const identifier = /^[a-z_][a-z0-9_]*$/;

export async function memberRowsFingerprint(db: Queryable, memberId: string): Promise<Record<string, string>> {
  const tables = await db.query<{ table: string }>(
    `SELECT table_name AS "table" FROM information_schema.columns
      WHERE column_name = 'member_id' AND table_schema = current_schema() ORDER BY table_name`,
  );
  const fingerprint: Record<string, string> = {};
  for (const { table } of tables) {
    if (!identifier.test(table)) continue;
    const [row] = await db.query<{ rows: number; digest: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t WHERE member_id = $1`,
      [memberId],
    );
    fingerprint[table] = `${row?.rows ?? 0}:${row?.digest ?? ''}`;
  }
  const [member] = await db.query<{ digest: string }>('SELECT md5(m::text) AS digest FROM members m WHERE id = $1', [memberId]);
  fingerprint.members = member?.digest ?? '';
  return fingerprint;
}

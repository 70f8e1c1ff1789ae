// A fingerprint of every row that belongs to one member: in every table with
// a member_id column, and in every table keyed by account (second factors,
// passkeys, session revocations, registrations: an account_id column; the
// identity provider's sessions and grants: their payload's accountId) for the
// member's accounts. Another member's calls must leave it exactly as it was.
import type { Queryable } from '../../src/db/database.ts';

const identifier = /^[a-z_][a-z0-9_]*$/;

const accountsOfMember = 'SELECT id FROM accounts WHERE member_id = $1';

async function tablesWithColumn(db: Queryable, column: string): Promise<string[]> {
  const rows = await db.query<{ table: string }>(
    `SELECT table_name AS "table" FROM information_schema.columns
      WHERE column_name = $1 AND table_schema = current_schema() ORDER BY table_name`,
    [column],
  );
  return rows.map((row) => row.table).filter((table) => identifier.test(table));
}

async function digestOf(db: Queryable, table: string, where: string, memberId: string): Promise<string> {
  const [row] = await db.query<{ rows: number; digest: string | null }>(
    `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t WHERE ${where}`,
    [memberId],
  );
  return `${row?.rows ?? 0}:${row?.digest ?? ''}`;
}

export async function memberRowsFingerprint(db: Queryable, memberId: string): Promise<Record<string, string>> {
  const fingerprint: Record<string, string> = {};
  for (const table of await tablesWithColumn(db, 'member_id')) {
    fingerprint[table] = await digestOf(db, table, 'member_id = $1', memberId);
  }
  for (const table of await tablesWithColumn(db, 'account_id')) {
    fingerprint[`${table} by account`] = await digestOf(db, table, `account_id IN (${accountsOfMember})`, memberId);
  }
  fingerprint['oidc_payloads by account'] = await digestOf(db, 'oidc_payloads', `payload ->> 'accountId' IN (${accountsOfMember})`, memberId);
  const [member] = await db.query<{ digest: string }>('SELECT md5(m::text) AS digest FROM members m WHERE id = $1', [memberId]);
  fingerprint.members = member?.digest ?? '';
  return fingerprint;
}

// SQL of the session revocations (migration 029): one row per account, the
// latest moment before which its tokens are refused.
import type { Queryable } from '../../db/database.ts';
import type { Revocation } from './revocation-message.ts';

export function createRevocationRepository(db: Queryable) {
  return {
    /** Records that the account's tokens issued until now no longer count; resolves to the revocation as stored. */
    async record(accountId: string): Promise<Revocation> {
      const [row] = await db.query<{ at: string }>(
        `INSERT INTO session_revocations (account_id, revoked_before) VALUES ($1, now())
         ON CONFLICT (account_id) DO UPDATE SET revoked_before = GREATEST(session_revocations.revoked_before, EXCLUDED.revoked_before)
         RETURNING (extract(epoch FROM revoked_before) * 1000)::float8::text AS at`,
        [accountId],
      );
      return { accountId, revokedBefore: Number(row!.at) };
    },
    /** The revocations newer than `keepSeconds` ago: only those can still refuse an unexpired token. */
    async recent(keepSeconds: number): Promise<Revocation[]> {
      const rows = await db.query<{ accountId: string; at: string }>(
        `SELECT account_id AS "accountId", (extract(epoch FROM revoked_before) * 1000)::float8::text AS at
           FROM session_revocations WHERE revoked_before > now() - $1::int * interval '1 second'`,
        [keepSeconds],
      );
      return rows.map((row) => ({ accountId: row.accountId, revokedBefore: Number(row.at) }));
    },
    /** Deletes the revocations older than `keepSeconds`; resolves to how many. */
    async purge(keepSeconds: number): Promise<number> {
      const rows = await db.query(
        "DELETE FROM session_revocations WHERE revoked_before < now() - $1::int * interval '1 second' RETURNING 1",
        [keepSeconds],
      );
      return rows.length;
    },
  };
}
export type RevocationRepository = ReturnType<typeof createRevocationRepository>;

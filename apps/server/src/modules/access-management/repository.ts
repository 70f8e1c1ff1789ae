// Staff accounts and their CSR role. Staff are accounts of
// the ALIC site without a member; the role lives in accounts.roles.
import type { Queryable } from '../../db/database.ts';

export interface StaffAccountRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly roles: string[];
  readonly memberId: string | null;
  readonly lastSignInAt: Date | null;
}

// The last successful sign-in comes from the audit trail (staff events: audit_events_staff_actor_idx).
const staffColumns = `a.id, a.email, a.display_name AS name, a.roles, a.member_id AS "memberId",
  (SELECT max(e.at) FROM audit_events e
    WHERE e.actor_id = a.id AND e.actor_kind <> 'member' AND e.action IN ('signIn.password', 'signIn.passkey', 'signIn.secondFactor') AND e.outcome = 'success') AS "lastSignInAt"`;

export interface AccessManagementRepository {
  staffAccounts(partner: string): Promise<StaffAccountRow[]>;
  accountByEmail(partner: string, email: string): Promise<StaffAccountRow | undefined>;
  accountById(partner: string, id: string): Promise<StaffAccountRow | undefined>;
  /** Adds or removes the 'csr' role; resolves to the account as it is now. */
  setCsrRole(tx: Queryable, accountId: string, holds: boolean): Promise<void>;
  memberExists(partner: string, memberId: string): Promise<boolean>;
}

export function createAccessManagementRepository(db: Queryable): AccessManagementRepository {
  const one = async (sql: string, params: unknown[]) => (await db.query<StaffAccountRow>(sql, params))[0];
  return {
    staffAccounts: (partner) =>
      db.query<StaffAccountRow>(
        `SELECT ${staffColumns} FROM accounts a
          WHERE a.partner = $1 AND a.member_id IS NULL AND a.roles && ARRAY['csr', 'admin']::text[]
          ORDER BY a.email`,
        [partner],
      ),
    accountByEmail: (partner, email) => one(`SELECT ${staffColumns} FROM accounts a WHERE a.partner = $1 AND a.email = $2`, [partner, email]),
    accountById: (partner, id) => one(`SELECT ${staffColumns} FROM accounts a WHERE a.partner = $1 AND a.id = $2`, [partner, id]),
    async setCsrRole(tx, accountId, holds) {
      await tx.query(
        holds
          ? "UPDATE accounts SET roles = array_append(roles, 'csr') WHERE id = $1 AND NOT ('csr' = ANY(roles))"
          : "UPDATE accounts SET roles = array_remove(roles, 'csr') WHERE id = $1",
        [accountId],
      );
    },
    async memberExists(partner, memberId) {
      const rows = await db.query('SELECT 1 FROM members WHERE partner = $1 AND id = $2', [partner, memberId]);
      return rows.length > 0;
    },
  };
}

// SQL for sign-in accounts, with the names of the member an account belongs to.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface AccountRecord {
  id: string;
  partner: Partner;
  email: string;
  passwordHash: string;
  roles: string[];
  /** The member the account belongs to; an adult dependent's: the policy's member (migration 036). */
  memberId: string | null;
  /** An adult dependent's account: their claimant number on the member's policy; null otherwise. */
  dependentClaimant: number | null;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
}

const selectAccount = `
  SELECT a.id, a.partner, a.email, a.password_hash AS "passwordHash", a.roles,
         coalesce(a.member_id, d.member_id) AS "memberId", d.claimant_number AS "dependentClaimant",
         a.display_name AS "displayName",
         coalesce(m.first_name, split_part(p.name, ' ', 1)) AS "firstName",
         coalesce(m.last_name, nullif(substr(p.name, length(split_part(p.name, ' ', 1)) + 2), '')) AS "lastName"
    FROM accounts a LEFT JOIN members m ON m.id = a.member_id
    LEFT JOIN dependent_accounts d ON d.account_id = a.id
    LEFT JOIN patients p ON p.member_id = d.member_id AND p.claimant_number = d.claimant_number`;

export interface AccountRepository {
  findAccountByEmail(partner: Partner, email: string): Promise<AccountRecord | undefined>;
  findAccountById(partner: Partner, id: string): Promise<AccountRecord | undefined>;
  /**
   * Stores a new hash of the same password (a rehash at today's cost), only if
   * the stored hash is still `previousHash`: a password changed meanwhile wins.
   */
  rehashPassword(id: string, previousHash: string, newHash: string): Promise<void>;
}

export function createAccountRepository(db: Queryable): AccountRepository {
  return {
    async findAccountByEmail(partner, email) {
      const [row] = await db.query<AccountRecord>(`${selectAccount} WHERE a.partner = $1 AND a.email = $2`, [
        partner,
        email.trim().toLowerCase(),
      ]);
      return row;
    },
    async findAccountById(partner, id) {
      const [row] = await db.query<AccountRecord>(`${selectAccount} WHERE a.partner = $1 AND a.id = $2`, [partner, id]);
      return row;
    },
    async rehashPassword(id, previousHash, newHash) {
      await db.query('UPDATE accounts SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [id, previousHash, newHash]);
    },
  };
}

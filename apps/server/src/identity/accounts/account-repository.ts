// SQL for sign-in accounts, with the names of the member an account belongs to.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface AccountRecord {
  id: string;
  partner: Partner;
  email: string;
  passwordHash: string;
  roles: string[];
  memberId: string | null;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
}

const selectAccount = `
  SELECT a.id, a.partner, a.email, a.password_hash AS "passwordHash", a.roles, a.member_id AS "memberId",
         a.display_name AS "displayName", m.first_name AS "firstName", m.last_name AS "lastName"
    FROM accounts a LEFT JOIN members m ON m.id = a.member_id`;

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

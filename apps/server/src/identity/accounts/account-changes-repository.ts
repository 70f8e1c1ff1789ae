// SQL of the changes a person makes to their own sign-in:
// a new password hash, a new sign-in email (lower-case, unique per partner).
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export type EmailChangeOutcome = 'changed' | 'taken';

export interface AccountChangesRepository {
  replacePasswordHash(accountId: string, passwordHash: string): Promise<void>;
  /** 'taken' when another account of the partner signs in with that email. */
  changeEmail(partner: Partner, accountId: string, email: string): Promise<EmailChangeOutcome>;
  /** True when an account of the partner signs in with that email. */
  emailInUse(partner: Partner, email: string): Promise<boolean>;
}

const uniqueViolation = '23505';

export function createAccountChangesRepository(db: Queryable): AccountChangesRepository {
  return {
    async replacePasswordHash(accountId, passwordHash) {
      await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
    },
    async changeEmail(partner, accountId, email) {
      try {
        await db.query('UPDATE accounts SET email = $3 WHERE partner = $1 AND id = $2', [partner, accountId, email.trim().toLowerCase()]);
        return 'changed';
      } catch (error) {
        // Two accounts racing for one address: the UNIQUE (partner, email) constraint decides.
        if ((error as { code?: string }).code === uniqueViolation) return 'taken';
        throw error;
      }
    },
    async emailInUse(partner, email) {
      const rows = await db.query('SELECT 1 FROM accounts WHERE partner = $1 AND email = $2', [partner, email.trim().toLowerCase()]);
      return rows.length > 0;
    },
  };
}

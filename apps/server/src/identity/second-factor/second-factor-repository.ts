// SQL of second factors: the authenticator (totp_factors), recovery codes and
// sign-ins waiting for a second factor (migration 023).
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface TotpFactorRecord {
  secretBox: Buffer;
  confirmed: boolean;
  lastUsedStep: number;
}

export type PendingStage = 'code' | 'enroll' | 'recoveryCodes';

export interface PendingSignIn {
  partner: Partner;
  accountId: string;
  stage: PendingStage;
}

export function createSecondFactorRepository(db: Queryable) {
  return {
    async findTotp(accountId: string): Promise<TotpFactorRecord | undefined> {
      const [row] = await db.query<{ secretBox: Buffer | Uint8Array; confirmed: boolean; lastUsedStep: string | number }>(
        `SELECT secret_box AS "secretBox", confirmed_at IS NOT NULL AS confirmed, last_used_step AS "lastUsedStep"
           FROM totp_factors WHERE account_id = $1`,
        [accountId],
      );
      return row && { secretBox: Buffer.from(row.secretBox), confirmed: row.confirmed, lastUsedStep: Number(row.lastUsedStep) };
    },
    /** A new, unconfirmed secret; replaces an unconfirmed one, never a confirmed one. False when one is confirmed. */
    async putUnconfirmedTotp(accountId: string, secretBox: Buffer, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO totp_factors (account_id, secret_box, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET secret_box = EXCLUDED.secret_box, created_at = EXCLUDED.created_at, last_used_step = 0
           WHERE totp_factors.confirmed_at IS NULL
         RETURNING account_id`,
        [accountId, secretBox, at],
      );
      return rows.length === 1;
    },
    /**
     * Records `step` as used, only if it is newer than the last used one: of two
     * requests with the same code, one wins. Confirms the factor on the way.
     */
    async useStep(accountId: string, step: number, at: Date): Promise<boolean> {
      const rows = await db.query(
        `UPDATE totp_factors SET last_used_step = $2, confirmed_at = COALESCE(confirmed_at, $3)
          WHERE account_id = $1 AND last_used_step < $2 RETURNING account_id`,
        [accountId, step, at],
      );
      return rows.length === 1;
    },
    async deleteTotp(accountId: string): Promise<void> {
      await db.query('DELETE FROM totp_factors WHERE account_id = $1', [accountId]);
      await db.query('DELETE FROM recovery_codes WHERE account_id = $1', [accountId]);
    },
    async replaceRecoveryCodes(accountId: string, hashes: readonly string[]): Promise<void> {
      await db.query('DELETE FROM recovery_codes WHERE account_id = $1', [accountId]);
      for (const hash of hashes) {
        await db.query('INSERT INTO recovery_codes (account_id, code_hash) VALUES ($1, $2)', [accountId, hash]);
      }
    },
    /** Marks an unused code used; false when there is no such unused code. */
    async useRecoveryCode(accountId: string, hash: string, at: Date): Promise<boolean> {
      const rows = await db.query(
        'UPDATE recovery_codes SET used_at = $3 WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING account_id',
        [accountId, hash, at],
      );
      return rows.length === 1;
    },
    async unusedRecoveryCodeCount(accountId: string): Promise<number> {
      const [row] = await db.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM recovery_codes WHERE account_id = $1 AND used_at IS NULL',
        [accountId],
      );
      return Number(row?.count ?? 0);
    },

    async putPending(uid: string, pending: PendingSignIn, expiresAt: Date): Promise<void> {
      await db.query(
        `INSERT INTO pending_second_factors (interaction_uid, partner, account_id, stage, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (interaction_uid) DO UPDATE SET partner = $2, account_id = $3, stage = $4, expires_at = $5`,
        [uid, pending.partner, pending.accountId, pending.stage, expiresAt],
      );
    },
    async findPending(uid: string, at: Date): Promise<PendingSignIn | undefined> {
      const [row] = await db.query<PendingSignIn>(
        `SELECT partner, account_id AS "accountId", stage FROM pending_second_factors WHERE interaction_uid = $1 AND expires_at > $2`,
        [uid, at],
      );
      return row;
    },
    async deletePending(uid: string, at: Date): Promise<void> {
      await db.query('DELETE FROM pending_second_factors WHERE interaction_uid = $1 OR expires_at <= $2', [uid, at]);
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;

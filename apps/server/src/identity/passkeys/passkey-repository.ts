// SQL for passkeys and their one-use challenges (migration 024).
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface StoredPasskey {
  readonly credentialId: string;
  readonly partner: Partner;
  readonly accountId: string;
  readonly publicKey: Uint8Array;
  readonly counter: number;
  readonly transports: string[];
  readonly name: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

export type ChallengePurpose = 'register' | 'signIn';

export interface PasskeyRepository {
  listByAccount(partner: Partner, accountId: string): Promise<StoredPasskey[]>;
  find(credentialId: string): Promise<StoredPasskey | undefined>;
  /** False when the credential id is already stored (for any account). */
  insert(passkey: StoredPasskey): Promise<boolean>;
  /** Records a sign-in; only moves forward from `previousCounter`, so two racing uses of one response cannot both pass. */
  recordUse(credentialId: string, previousCounter: number, newCounter: number, at: Date): Promise<boolean>;
  remove(partner: Partner, accountId: string, credentialId: string): Promise<boolean>;
  countByAccount(accountId: string): Promise<number>;
  saveChallenge(purpose: ChallengePurpose, partner: Partner, subject: string, challenge: string, expiresAt: Date): Promise<void>;
  /** Deletes and returns the subject's challenge if it has not expired: each challenge is accepted once. */
  takeChallenge(purpose: ChallengePurpose, partner: Partner, subject: string, now: Date): Promise<string | undefined>;
  deleteExpiredChallenges(now: Date): Promise<void>;
}

const selectPasskey = `
  SELECT credential_id AS "credentialId", partner, account_id AS "accountId", public_key AS "publicKey", counter::float8 AS counter,
         transports, name, created_at AS "createdAt", last_used_at AS "lastUsedAt"
    FROM passkeys`;

export function createPasskeyRepository(db: Queryable): PasskeyRepository {
  return {
    async listByAccount(partner, accountId) {
      return db.query<StoredPasskey>(`${selectPasskey} WHERE partner = $1 AND account_id = $2 ORDER BY created_at, credential_id`, [partner, accountId]);
    },
    async find(credentialId) {
      const [row] = await db.query<StoredPasskey>(`${selectPasskey} WHERE credential_id = $1`, [credentialId]);
      return row;
    },
    async insert(passkey) {
      const rows = await db.query(
        `INSERT INTO passkeys (credential_id, partner, account_id, public_key, counter, transports, name, created_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
        [passkey.credentialId, passkey.partner, passkey.accountId, passkey.publicKey, passkey.counter, passkey.transports,
          passkey.name, passkey.createdAt, passkey.lastUsedAt],
      );
      return rows.length === 1;
    },
    async recordUse(credentialId, previousCounter, newCounter, at) {
      const rows = await db.query(
        'UPDATE passkeys SET counter = $3, last_used_at = $4 WHERE credential_id = $1 AND counter = $2 RETURNING credential_id',
        [credentialId, previousCounter, newCounter, at],
      );
      return rows.length === 1;
    },
    async remove(partner, accountId, credentialId) {
      const rows = await db.query(
        'DELETE FROM passkeys WHERE partner = $1 AND account_id = $2 AND credential_id = $3 RETURNING credential_id',
        [partner, accountId, credentialId],
      );
      return rows.length === 1;
    },
    async countByAccount(accountId) {
      const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM passkeys WHERE account_id = $1', [accountId]);
      return row?.count ?? 0;
    },
    async saveChallenge(purpose, partner, subject, challenge, expiresAt) {
      await db.query(
        `INSERT INTO passkey_challenges (purpose, subject, partner, challenge, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (purpose, subject) DO UPDATE SET partner = EXCLUDED.partner, challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
        [purpose, subject, partner, challenge, expiresAt],
      );
    },
    async takeChallenge(purpose, partner, subject, now) {
      const [row] = await db.query<{ challenge: string; expiresAt: Date }>(
        `DELETE FROM passkey_challenges WHERE purpose = $1 AND subject = $2 AND partner = $3
         RETURNING challenge, expires_at AS "expiresAt"`,
        [purpose, subject, partner],
      );
      return row && row.expiresAt.getTime() > now.getTime() ? row.challenge : undefined;
    },
    async deleteExpiredChallenges(now) {
      await db.query('DELETE FROM passkey_challenges WHERE expires_at <= $1', [now]);
    },
  };
}

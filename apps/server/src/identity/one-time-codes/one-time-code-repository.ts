// SQL for one-time codes (migration 019): the live code of each subject and
// purpose, and the recent sends that cap sending per destination.
import type { Partner } from '@portal/core';
import type { Database, Queryable } from '../../db/database.ts';
import type { MessageChannel } from '../../messaging/messenger.ts';
import type { CodePurpose } from './one-time-codes.ts';

export interface CodeKey {
  readonly partner: Partner;
  readonly purpose: CodePurpose;
  readonly subject: string;
}

export interface StoredCode extends CodeKey {
  readonly destination: string;
  readonly channel: MessageChannel;
  /** Hex HMAC-SHA-256 of the code; the code itself is never stored. */
  readonly codeHash: string;
  readonly wrongTries: number;
  readonly expiresAt: Date;
  readonly createdAt: Date;
}

export interface CodeTransaction {
  /** The sends to a destination for a purpose since a moment, and the oldest of them. */
  sendsSince(destination: string, purpose: CodePurpose, since: Date): Promise<{ count: number; oldest: Date | undefined }>;
  recordSend(destination: string, purpose: CodePurpose, at: Date): Promise<void>;
  /** Stores the subject's code, replacing an earlier one. */
  replaceCode(code: Omit<StoredCode, 'wrongTries'>): Promise<void>;
  findCodeForUpdate(key: CodeKey): Promise<StoredCode | undefined>;
  setWrongTries(key: CodeKey, wrongTries: number): Promise<void>;
  deleteCode(key: CodeKey): Promise<void>;
}

export interface OneTimeCodeRepository {
  /** Runs `work` in one transaction; with `lockDestination`, one at a time per destination and purpose. */
  inTransaction<T>(work: (tx: CodeTransaction) => Promise<T>, lockDestination?: { destination: string; purpose: CodePurpose }): Promise<T>;
  /** Deletes codes that expired before `codesBefore` and sends older than `sendsBefore`. */
  deleteStale(codesBefore: Date, sendsBefore: Date): Promise<void>;
}

// Any fixed number naming this lock space (migrate.ts uses 727_001 alone).
const sendLockSpace = 727_002;

function codeTransaction(tx: Queryable): CodeTransaction {
  return {
    async sendsSince(destination, purpose, since) {
      const [row] = await tx.query<{ count: number; oldest: Date | null }>(
        `SELECT count(*)::int AS count, min(sent_at) AS oldest FROM one_time_code_sends
          WHERE destination = $1 AND purpose = $2 AND sent_at > $3`,
        [destination, purpose, since],
      );
      return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
    },
    async recordSend(destination, purpose, at) {
      await tx.query('INSERT INTO one_time_code_sends (destination, purpose, sent_at) VALUES ($1, $2, $3)', [destination, purpose, at]);
    },
    async replaceCode(code) {
      await tx.query(
        `INSERT INTO one_time_codes (partner, purpose, subject, destination, channel, code_hash, wrong_tries, expires_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $8)
         ON CONFLICT (partner, purpose, subject) DO UPDATE
           SET destination = EXCLUDED.destination, channel = EXCLUDED.channel, code_hash = EXCLUDED.code_hash,
               wrong_tries = 0, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
        [code.partner, code.purpose, code.subject, code.destination, code.channel, code.codeHash, code.expiresAt, code.createdAt],
      );
    },
    async findCodeForUpdate({ partner, purpose, subject }) {
      const [row] = await tx.query<StoredCode>(
        `SELECT partner, purpose, subject, destination, channel, code_hash AS "codeHash", wrong_tries AS "wrongTries",
                expires_at AS "expiresAt", created_at AS "createdAt"
           FROM one_time_codes WHERE partner = $1 AND purpose = $2 AND subject = $3 FOR UPDATE`,
        [partner, purpose, subject],
      );
      return row;
    },
    async setWrongTries({ partner, purpose, subject }, wrongTries) {
      await tx.query('UPDATE one_time_codes SET wrong_tries = $4 WHERE partner = $1 AND purpose = $2 AND subject = $3', [
        partner,
        purpose,
        subject,
        wrongTries,
      ]);
    },
    async deleteCode({ partner, purpose, subject }) {
      await tx.query('DELETE FROM one_time_codes WHERE partner = $1 AND purpose = $2 AND subject = $3', [partner, purpose, subject]);
    },
  };
}

export function createOneTimeCodeRepository(db: Database): OneTimeCodeRepository {
  return {
    inTransaction(work, lockDestination) {
      return db.transaction(async (tx) => {
        if (lockDestination) {
          await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [
            sendLockSpace,
            `${lockDestination.purpose}:${lockDestination.destination}`,
          ]);
        }
        return work(codeTransaction(tx));
      });
    },
    async deleteStale(codesBefore, sendsBefore) {
      await db.query('DELETE FROM one_time_codes WHERE expires_at < $1', [codesBefore]);
      await db.query('DELETE FROM one_time_code_sends WHERE sent_at < $1', [sendsBefore]);
    },
  };
}

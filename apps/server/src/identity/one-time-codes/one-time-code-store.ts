// One-time codes (spec §5, §9): six digits by email and text,
// five by voice, valid 5 minutes, a new code replaces (and differs from) the
// subject's earlier one, the 5th wrong try voids it, at most 5 sends an hour
// per destination and purpose.
//
// Why HMAC-SHA-256 with a server key and not scrypt: a code has only 10^5 or
// 10^6 values, so whoever reads the table could try them all against even a
// slow hash in minutes. What protects a stored code is a secret the table does
// not hold — the key — so an HMAC is as strong as scrypt here and costs
// microseconds instead of a slow hash per try on a shared CPU. The HMAC also
// covers partner, purpose and subject, so a hash cannot be moved to another row.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { brands } from '../brands.ts';
import { codeMessage } from './one-time-code-texts.ts';
import { createOneTimeCodeRepository, type CodeKey } from './one-time-code-repository.ts';
import type { IssueCodeResult, OneTimeCodes, VerifyCodeResult } from './one-time-codes.ts';

export const codeLifetimeMinutes = 5;
/** Wrong tries a code survives: the 5th voids it. */
export const maxWrongTries = 5;
export const maxSendsPerHour = 5;

const hourMs = 60 * 60_000;
const lifetimeMs = codeLifetimeMinutes * 60_000;

/** The code-hashing key, derived from a server secret (e.g. the first cookie key) for this one use. */
export function deriveOneTimeCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portal', 'one-time code hashes', 32));
}

export interface OneTimeCodeOptions {
  readonly db: Database;
  readonly messenger: Messenger;
  /** The HMAC key (deriveOneTimeCodeKey). */
  readonly key: Buffer;
  /** Injectable clock for tests. */
  readonly now?: () => Date;
  /** Injectable draw of a code of `length` random digits, for tests. */
  readonly drawCode?: (length: number) => string;
}

function codeLengthOf(channel: 'email' | 'text' | 'voice'): number {
  return channel === 'voice' ? 5 : 6;
}

function randomCode(length: number): string {
  return randomInt(0, 10 ** length).toString().padStart(length, '0');
}

/** The form a destination is counted under: emails ignore case, phones keep their digits. */
function capKeyOf(channel: 'email' | 'text' | 'voice', destination: string): string {
  return channel === 'email' ? destination.trim().toLowerCase() : destination.replace(/\D/g, '');
}

export function createOneTimeCodes({ db, messenger, key, now = () => new Date(), drawCode = randomCode }: OneTimeCodeOptions): OneTimeCodes {
  const repository = createOneTimeCodeRepository(db);

  function hashOf({ partner, purpose, subject }: CodeKey, code: string): Buffer {
    return createHmac('sha256', key).update(`${partner}\n${purpose}\n${subject}\n${code}`).digest();
  }

  return {
    async issue({ partner, purpose, subject, destination, channel, language }): Promise<IssueCodeResult> {
      const at = now();
      const capKey = capKeyOf(channel, destination);
      const codeKey = { partner, purpose, subject };
      const expiresAt = new Date(at.getTime() + lifetimeMs);
      const issued = await repository.inTransaction(
        async (tx): Promise<{ result: IssueCodeResult; code?: string }> => {
          const recent = await tx.sendsSince(capKey, purpose, new Date(at.getTime() - hourMs));
          if (recent.count >= maxSendsPerHour) {
            const freeAt = (recent.oldest?.getTime() ?? at.getTime()) + hourMs;
            return { result: { sent: false, reason: 'sendLimit', retryAfterSeconds: Math.max(1, Math.ceil((freeAt - at.getTime()) / 1000)) } };
          }
          await tx.recordSend(capKey, purpose, at);
          // §8: a resend is "para recibir uno nuevo" (to receive a new one), so it
          // never repeats the code it replaces, which a random draw would once in
          // 10^5 or 10^6 sends.
          const replaced = await tx.findCodeForUpdate(codeKey);
          let code: string;
          let codeHash: string;
          do {
            code = drawCode(codeLengthOf(channel));
            codeHash = hashOf(codeKey, code).toString('hex');
          } while (codeHash === replaced?.codeHash);
          await tx.replaceCode({ ...codeKey, destination: destination.trim(), channel, codeHash, expiresAt, createdAt: at });
          return { result: { sent: true, expiresAt }, code };
        },
        { destination: capKey, purpose },
      );
      const { result, code } = issued;
      if (!result.sent || code === undefined) return result;

      const words = codeMessage(language, { brand: brands[partner].name, purpose, code, channel, minutes: codeLifetimeMinutes });
      await messenger.send({ to: destination.trim(), channel, subject: words.subject, text: words.text });
      // Housekeeping on the way: codes long expired, sends older than the cap's hour.
      await repository.deleteStale(new Date(at.getTime() - hourMs), new Date(at.getTime() - hourMs));
      return result;
    },

    async verify({ partner, purpose, subject, code }): Promise<VerifyCodeResult> {
      const at = now();
      const codeKey = { partner, purpose, subject };
      return repository.inTransaction(async (tx): Promise<VerifyCodeResult> => {
        const stored = await tx.findCodeForUpdate(codeKey);
        if (!stored) return { valid: false, reason: 'noCode' };
        if (stored.wrongTries >= maxWrongTries) return { valid: false, reason: 'tooManyTries' };
        if (stored.expiresAt.getTime() <= at.getTime()) return { valid: false, reason: 'expired' };
        const expected = Buffer.from(stored.codeHash, 'hex');
        const given = hashOf(codeKey, code.trim());
        if (given.length === expected.length && timingSafeEqual(given, expected)) {
          await tx.deleteCode(codeKey);
          return { valid: true, destination: stored.destination };
        }
        const wrongTries = stored.wrongTries + 1;
        await tx.setWrongTries(codeKey, wrongTries);
        return { valid: false, reason: wrongTries >= maxWrongTries ? 'tooManyTries' : 'incorrect' };
      });
    },
  };
}

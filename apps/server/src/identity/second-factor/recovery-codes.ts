// Recovery codes: ten per account, shown once, each usable once.
//
// Format xxxx-xxxx-xx from 31 characters without look-alikes (no 0/o, 1/l/i):
// 10 of them ≈ 49 bits each. Stored as HMAC-SHA-256 with a server key
// (derived from COOKIE_KEYS), not scrypt: 49 random bits are far beyond what
// anyone can try online (the tries are throttled), and a stolen table without
// the key gives nothing to try offline — so a slow hash would add only CPU cost
// on a shared machine. The HMAC covers the account id, so a hash is good for
// that account only.
import { createHmac, hkdfSync, randomInt } from 'node:crypto';

export const recoveryCodeCount = 10;
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const groups = [4, 4, 2];

export function deriveRecoveryCodeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portal', 'recovery code hashes', 32));
}

export function newRecoveryCode(): string {
  return groups.map((length) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')).join('-');
}

/** What a person typed, in the stored form: lower case, without spaces or dashes. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** Whether the typed text has the shape of a recovery code (and not of a 6-digit authenticator code). */
export function looksLikeRecoveryCode(typed: string): boolean {
  return new RegExp(`^[${alphabet}]{10}$`).test(normalizeRecoveryCode(typed));
}

export function recoveryCodeHash(key: Buffer, accountId: string, typed: string): string {
  return createHmac('sha256', key).update(`${accountId}\n${normalizeRecoveryCode(typed)}`).digest('hex');
}

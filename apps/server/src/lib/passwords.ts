// Account passwords: scrypt (memory-hard, node:crypto), a random salt per
// account, compared in constant time. Stored as
// `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>` so the cost can
// rise later without invalidating stored hashes: a sign-in with a hash of
// other parameters stores a new one (needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptCost {
  readonly log2N: number;
  readonly r: number;
  readonly p: number;
}

// OWASP's scrypt table: N=2^15, r=8, p=3 is one of the equivalent minimums (32 MiB).
const currentCost: ScryptCost = { log2N: 15, r: 8, p: 3 };
const keyLength = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** cost.log2N,
    r: cost.r,
    p: cost.p,
    maxmem: 2 ** cost.log2N * cost.r * 128 * 2,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A new hash of the password at the current cost (another cost only for tests of older hashes). */
export async function hashPassword(password: string, cost: ScryptCost = currentCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  const { log2N, r, p } = cost;
  return ['scrypt', log2N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | undefined {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !log2N || !r || !p || !salt || !key) return undefined;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.log2N > 20) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let decoyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. With no stored hash (unknown email) a
 * decoy hash is still computed, so both answers take the same time.
 */
export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  const parsed = parse(stored ?? (await decoyHash));
  if (!parsed) {
    await derive(password, randomBytes(16), currentCost);
    return false;
  }
  const candidate = await derive(password, parsed.salt, parsed.cost);
  return stored !== undefined && candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash was made with other parameters than today's (or cannot be read): hash the password again. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { cost } = parsed;
  return cost.log2N !== currentCost.log2N || cost.r !== currentCost.r || cost.p !== currentCost.p || parsed.key.length !== keyLength;
}

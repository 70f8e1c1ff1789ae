// Authenticator secrets at rest: AES-256-GCM (a fresh 96-bit IV per secret,
// the account id as associated data, so a box cannot be moved to another
// account's row). Unlike a password or a one-time code the secret must be read
// back to compute the expected code, hence encryption and not a hash.
// The key is derived from COOKIE_KEYS as the one-time-code key is; the first
// key seals and every listed key opens, so rotating COOKIE_KEYS (new key first,
// old key kept) does not lose anyone's authenticator.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ivBytes = 12;
const tagBytes = 16;

export function deriveSecretBoxKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'portal', 'authenticator secrets', 32));
}

export interface SecretBox {
  seal(plaintext: string, accountId: string): Buffer;
  /** The plaintext, or undefined when no key opens the box (tampered, or its key was dropped). */
  open(box: Buffer, accountId: string): string | undefined;
}

/** `keys`: derived keys (deriveSecretBoxKey), the first seals. */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  if (keys.length === 0) throw new Error('createSecretBox needs at least one key');
  return {
    seal(plaintext, accountId) {
      const iv = randomBytes(ivBytes);
      const cipher = createCipheriv('aes-256-gcm', keys[0]!, iv).setAAD(Buffer.from(accountId));
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
    },
    open(box, accountId) {
      const iv = box.subarray(0, ivBytes);
      const tag = box.subarray(ivBytes, ivBytes + tagBytes);
      const sealed = box.subarray(ivBytes + tagBytes);
      for (const key of keys) {
        try {
          const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(accountId)).setAuthTag(tag);
          return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
        } catch {
          // Not this key: try the next.
        }
      }
      return undefined;
    },
  };
}

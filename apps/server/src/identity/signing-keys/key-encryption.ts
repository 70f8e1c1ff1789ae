// Signing keys at rest: each private JWK sealed with
// AES-256-GCM (second-factor/secret-box.ts) under a key derived from
// KEY_ENCRYPTION_SECRET by HKDF, with the kid as associated data so a sealed
// key cannot be passed off under another kid.
import { hkdfSync } from 'node:crypto';
import type { JWK } from 'jose';
import { createSecretBox } from '../second-factor/secret-box.ts';

export const wrongKeyEncryptionSecretMessage = 'KEY_ENCRYPTION_SECRET does not decrypt the stored signing keys';

/** The stored keys cannot be opened with the configured secret: the server must not start. */
export class WrongKeyEncryptionSecretError extends Error {
  constructor() {
    super(wrongKeyEncryptionSecretMessage);
    this.name = 'WrongKeyEncryptionSecretError';
  }
}

export interface SigningKeyEncryption {
  seal(jwk: JWK, kid: string): Buffer;
  /** Throws WrongKeyEncryptionSecretError when the secret does not open the box. */
  open(sealed: Buffer, kid: string): JWK;
}

export function createSigningKeyEncryption(secret: string): SigningKeyEncryption {
  const box = createSecretBox([Buffer.from(hkdfSync('sha256', secret, 'portal', 'oidc signing keys', 32))]);
  return {
    seal: (jwk, kid) => box.seal(JSON.stringify(jwk), kid),
    open(sealed, kid) {
      const json = box.open(sealed, kid);
      if (json === undefined) throw new WrongKeyEncryptionSecretError();
      return JSON.parse(json) as JWK;
    },
  };
}

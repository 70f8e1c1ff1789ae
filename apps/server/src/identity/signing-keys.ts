// One RS256 key per partner issuer, generated on first start and kept in the
// database (issue 2 §3: every copy of the server shares it).
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import { partners, type Partner } from '@portal/core';
import type { Database } from '../db/database.ts';
import { perPartner } from '../per-partner.ts';
import { findSigningKeys, insertSigningKey, lockSigningKeys, type StoredSigningKey } from './signing-key-repository.ts';

export interface PartnerSigningKeys {
  /** For oidc-provider's `jwks` (private parts included). */
  readonly privateJwks: { keys: JWK[] };
  /** For verifying access tokens in the API. */
  readonly publicJwks: JSONWebKeySet;
}

export type SigningKeys = Readonly<Record<Partner, PartnerSigningKeys>>;

async function generateSigningKey(partner: Partner): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, partner, privateJwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

function publicPart({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

/** Loads the keys, generating the missing partners' keys once across all copies. */
export async function loadSigningKeys(db: Database): Promise<SigningKeys> {
  let stored = await findSigningKeys(db);
  const missing = partners.filter((partner) => !stored.some((key) => key.partner === partner));
  if (missing.length > 0) {
    const generated = await Promise.all(missing.map(generateSigningKey));
    stored = await db.transaction(async (tx) => {
      await lockSigningKeys(tx);
      const current = await findSigningKeys(tx);
      for (const key of generated) {
        if (!current.some((existing) => existing.partner === key.partner)) await insertSigningKey(tx, key);
      }
      return findSigningKeys(tx);
    });
  }
  return perPartner((partner) => {
    const keys = stored.filter((key) => key.partner === partner).map((key) => key.privateJwk);
    return { privateJwks: { keys }, publicJwks: { keys: keys.map(publicPart) } };
  });
}

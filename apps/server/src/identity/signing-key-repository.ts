// SQL for the token signing keys kept in the database, so every copy of the
// server signs and verifies with the same keys.
import type { JWK } from 'jose';
import type { Queryable } from '../db/database.ts';

export interface StoredSigningKey {
  kid: string;
  partner: string;
  privateJwk: JWK;
}

const signingKeyLock = 727_003;

export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [signingKeyLock]);
}

/** Newest first: the provider signs with the first key. */
export async function findSigningKeys(db: Queryable): Promise<StoredSigningKey[]> {
  const rows = await db.query<{ kid: string; partner: string; private_jwk: JWK }>(
    'SELECT kid, partner, private_jwk FROM oidc_signing_keys ORDER BY created_at DESC, kid',
  );
  return rows.map((row) => ({ kid: row.kid, partner: row.partner, privateJwk: row.private_jwk }));
}

export async function insertSigningKey(db: Queryable, key: StoredSigningKey): Promise<void> {
  await db.query('INSERT INTO oidc_signing_keys (kid, partner, private_jwk) VALUES ($1, $2, $3::jsonb)', [
    key.kid,
    key.partner,
    JSON.stringify(key.privateJwk),
  ]);
}

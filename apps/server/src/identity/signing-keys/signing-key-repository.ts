// SQL for the token signing keys kept in the database, so every copy of the
// server signs and verifies with the same keys. Private keys are stored sealed
// (signing-keys/key-encryption.ts); `plainJwk` is only ever set on rows written
// before keys were sealed at rest, which the first start seals.
import type { JWK } from 'jose';
import type { Queryable } from '../../db/database.ts';

export interface StoredSigningKeyRow {
  kid: string;
  partner: string;
  /** The private JWK sealed with the key-encryption secret. */
  sealedJwk: Buffer | undefined;
  /** A private JWK from before encryption at rest, until sealed. */
  plainJwk: JWK | undefined;
  createdAt: Date;
}

const signingKeyLock = 727_003;

/** Held until the transaction ends: one copy at a time creates, seals or retires keys. */
export async function lockSigningKeys(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock($1)', [signingKeyLock]);
}

/** Newest first per partner: the provider signs with the first key. */
export async function findSigningKeyRows(db: Queryable): Promise<StoredSigningKeyRow[]> {
  const rows = await db.query<{ kid: string; partner: string; sealed_jwk: Buffer | Uint8Array | null; private_jwk: JWK | null; created_at: Date | string }>(
    'SELECT kid, partner, sealed_jwk, private_jwk, created_at FROM oidc_signing_keys ORDER BY partner, created_at DESC, kid',
  );
  return rows.map((row) => ({
    kid: row.kid,
    partner: row.partner,
    sealedJwk: row.sealed_jwk ? Buffer.from(row.sealed_jwk) : undefined,
    plainJwk: row.private_jwk ?? undefined,
    createdAt: new Date(row.created_at),
  }));
}

export async function insertSealedSigningKey(
  db: Queryable,
  key: { kid: string; partner: string; sealedJwk: Buffer; createdAt: Date },
): Promise<void> {
  await db.query('INSERT INTO oidc_signing_keys (kid, partner, sealed_jwk, created_at) VALUES ($1, $2, $3, $4::timestamptz)', [
    key.kid,
    key.partner,
    key.sealedJwk,
    key.createdAt.toISOString(),
  ]);
}

/** Replaces a plaintext key by its sealed form. */
export async function sealStoredSigningKey(db: Queryable, kid: string, sealedJwk: Buffer): Promise<void> {
  await db.query('UPDATE oidc_signing_keys SET sealed_jwk = $2, private_jwk = NULL WHERE kid = $1', [kid, sealedJwk]);
}

export async function deleteSigningKeys(db: Queryable, kids: readonly string[]): Promise<void> {
  if (kids.length === 0) return;
  await db.query('DELETE FROM oidc_signing_keys WHERE kid = ANY($1::text[])', [kids]);
}

// RS256 keys per partner issuer, kept in the database so every copy of the
// server shares them, sealed with KEY_ENCRYPTION_SECRET and
// rotated on a schedule (the schedule runs in
// signing-keys/signing-key-ring.ts). A partner's newest key signs; older keys
// still verify until every token they signed has expired.
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Partner } from '@portal/core';
import { developmentKeyEncryptionSecret } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { perPartner } from '../../per-partner.ts';
import { tokenLifetimes } from '../token-lifetimes.ts';
import {
  deleteSigningKeys, findSigningKeyRows, insertSealedSigningKey, lockSigningKeys, sealStoredSigningKey, type StoredSigningKeyRow,
} from './signing-key-repository.ts';
import { createSigningKeyEncryption, type SigningKeyEncryption } from './key-encryption.ts';
import { isEmptyPlan, planRotation, type RotationPolicy } from './rotation-plan.ts';

export interface PartnerSigningKeys {
  /** For oidc-provider's `jwks` (private parts included), newest (signing) first. */
  readonly privateJwks: { keys: JWK[] };
  /** For verifying tokens in the API. */
  readonly publicJwks: JSONWebKeySet;
}

export type SigningKeys = Readonly<Record<Partner, PartnerSigningKeys>>;

const dayMs = 24 * 3600_000;

/** How often every copy checks the schedule and reloads the keys. */
export const signingKeyCheckEveryMs = 15 * 60_000;

/**
 * How long a replaced key still verifies: the longest-lived token it signs (ID
 * token, access token, exchanged token) plus one check period, so that a copy
 * which missed the news of the new key and signed with the old one until its
 * next check is covered too.
 */
export const replacedKeyOverlapMs =
  Math.max(tokenLifetimes.idToken, tokenLifetimes.accessToken, tokenLifetimes.exchangedToken) * 1000 + signingKeyCheckEveryMs;

export function rotationPolicy(rotationDays: number): RotationPolicy {
  return { rotateAfterMs: rotationDays * dayMs, keepReplacedForMs: replacedKeyOverlapMs };
}

async function generateSigningKey(partner: Partner): Promise<{ kid: string; partner: Partner; jwk: JWK }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, partner, jwk: { ...jwk, kid, alg: 'RS256', use: 'sig' } };
}

function publicPart({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}

function openAll(rows: readonly StoredSigningKeyRow[], encryption: SigningKeyEncryption): Array<StoredSigningKeyRow & { jwk: JWK }> {
  return rows.map((row) => ({ ...row, jwk: row.sealedJwk ? encryption.open(row.sealedJwk, row.kid) : row.plainJwk! }));
}

const agesOf = (rows: readonly StoredSigningKeyRow[]) =>
  rows.map((row) => ({ kid: row.kid, partner: row.partner, createdAt: row.createdAt, plaintext: !row.sealedJwk }));

/**
 * Seals plaintext keys, creates due keys and retires expired ones, as one copy
 * at a time (advisory lock). Resolves to whether anything changed. Throws
 * WrongKeyEncryptionSecretError when the secret does not open the stored keys.
 */
export async function maintainSigningKeys(
  db: Database,
  { encryption, policy, now }: { encryption: SigningKeyEncryption; policy: RotationPolicy; now: Date },
): Promise<boolean> {
  const before = await findSigningKeyRows(db);
  openAll(before, encryption);
  const expected = planRotation(agesOf(before), now, policy);
  if (isEmptyPlan(expected)) return false;
  // RSA key generation is slow: outside the lock, for the partners expected to need one.
  const generated = await Promise.all(expected.newKeyFor.map(generateSigningKey));
  return db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const rows = await findSigningKeyRows(tx);
    const plaintext = new Map(openAll(rows, encryption).map((row) => [row.kid, row.jwk]));
    // Another copy may have done it meanwhile: plan again under the lock.
    const plan = planRotation(agesOf(rows), now, policy);
    for (const kid of plan.seal) await sealStoredSigningKey(tx, kid, encryption.seal(plaintext.get(kid)!, kid));
    for (const partner of plan.newKeyFor) {
      const key = generated.find((candidate) => candidate.partner === partner) ?? (await generateSigningKey(partner));
      await insertSealedSigningKey(tx, { kid: key.kid, partner, sealedJwk: encryption.seal(key.jwk, key.kid), createdAt: now });
    }
    await deleteSigningKeys(tx, plan.retire);
    return !isEmptyPlan(plan);
  });
}

/** The stored keys, newest first per partner. */
export async function readSigningKeys(db: Database, encryption: SigningKeyEncryption): Promise<SigningKeys> {
  const rows = openAll(await findSigningKeyRows(db), encryption);
  return perPartner((partner) => {
    const keys = rows.filter((row) => row.partner === partner).map((row) => row.jwk);
    return { privateJwks: { keys }, publicJwks: { keys: keys.map(publicPart) } };
  });
}

export function publicJwksOf(keys: SigningKeys): Record<Partner, JSONWebKeySet> {
  return perPartner((partner) => keys[partner].publicJwks);
}

/**
 * The keys as they stand, creating missing ones and sealing plaintext ones,
 * without rotating (tests signing tokens use this; the app runs a
 * signing-key ring). `secret`: KEY_ENCRYPTION_SECRET, the development one by default.
 */
export async function loadSigningKeys(db: Database, secret: string = developmentKeyEncryptionSecret): Promise<SigningKeys> {
  const encryption = createSigningKeyEncryption(secret);
  await maintainSigningKeys(db, { encryption, policy: { rotateAfterMs: undefined, keepReplacedForMs: undefined }, now: new Date() });
  return readSigningKeys(db, encryption);
}

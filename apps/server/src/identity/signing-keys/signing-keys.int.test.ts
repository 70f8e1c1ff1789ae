// Signing keys sealed at rest with KEY_ENCRYPTION_SECRET (a
// wrong secret stops the start), rotated on schedule with the replaced key
// still verifying until its tokens have expired, the JWKS listing both
// meanwhile, and another copy of the server picking up a new key through the
// cluster bus without a restart.
import { decodeProtectedHeader, exportJWK, generateKeyPair, calculateJwkThumbprint } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createClusterBus, type ClusterBus } from '../../cluster/cluster-bus.ts';
import type { Database } from '../../db/database.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { demoPassword } from '../../db/seed/demo-data.ts';
import { seedDemoDataIfEmpty } from '../../db/seed/seed.ts';
import { createDocumentRenderer } from '../../documents/index.ts';
import { createInProcessPdfPool } from '../../../test/support/documents/in-process-pool.ts';
import { TestBrowser } from '../../../test/support/browser.ts';
import { exchangeCode, signIn, startSignIn, submitCredentials } from '../../../test/support/sign-in.ts';
import { testConfig } from '../../../test/app-testing.ts';
import { describeOnEachDatabase } from '../../../test/support/test-databases.ts';
import { signTestAccessToken } from '../../../test/support/test-tokens.ts';
import { loadSigningKeys, replacedKeyOverlapMs } from './signing-keys.ts';
import { wrongKeyEncryptionSecretMessage } from './key-encryption.ts';
import { startSigningKeyRing, type SigningKeyRing } from './signing-key-ring.ts';

const origin = 'http://localhost:8080';
const dayMs = 24 * 3600_000;
const member = { email: 'alic.member@example.com', memberId: '900000001' };
const renderDocument = () => createDocumentRenderer({ pool: createInProcessPdfPool() }).renderDocument;

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check()) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

async function jwksKids(app: FastifyInstance): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/oidc/alic/jwks', headers: { host: 'localhost:8080' } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { keys: Array<{ kid: string }> }).keys.map((key) => key.kid);
}

async function membersCall(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: '/api/alic/members', headers: { authorization: `Bearer ${token}` } });
  return response.statusCode;
}

/** Another connection pool on the same PostgreSQL schema (another copy); PGlite is one process, so the same database. */
async function secondConnection(db: Database): Promise<{ db: Database; close: () => Promise<void> }> {
  if (db.kind === 'pglite') return { db, close: async () => {} };
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  const other = await openPostgresDatabase({ connectionString: inject('postgresUrl')!, schema: row!.schema, maxConnections: 3 });
  return { db: other, close: () => other.close() };
}

describeOnEachDatabase('signing keys', ({ db }) => {
  beforeAll(async () => {
    await seedDemoDataIfEmpty(db(), 20);
  });

  it('stores the private keys sealed: neither the JWK nor its private exponent is readable in the table', async () => {
    const keys = await loadSigningKeys(db());
    const privateExponent = keys.alic.privateJwks.keys[0]!.d!;
    expect(privateExponent.length).toBeGreaterThan(100);
    const rows = await db().query<{ private_jwk: unknown; sealed: string }>(
      "SELECT private_jwk, encode(sealed_jwk, 'escape') AS sealed FROM oidc_signing_keys",
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.private_jwk).toBeNull();
      expect(row.sealed).not.toContain(privateExponent.slice(0, 16));
      expect(row.sealed).not.toContain('"kty"');
    }
  });

  it('seals a key stored in plaintext before encryption at rest, and keeps it in the key set', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    await db().query(
      "INSERT INTO oidc_signing_keys (kid, partner, private_jwk, created_at) VALUES ($1, 'rsl', $2::jsonb, now() - interval '1 day')",
      [kid, JSON.stringify({ ...jwk, kid, alg: 'RS256', use: 'sig' })],
    );
    const keys = await loadSigningKeys(db());
    expect(keys.rsl.publicJwks.keys.map((key) => key.kid)).toContain(kid);
    const [row] = await db().query<{ private_jwk: unknown; sealed: boolean }>(
      'SELECT private_jwk, sealed_jwk IS NOT NULL AS sealed FROM oidc_signing_keys WHERE kid = $1',
      [kid],
    );
    expect(row).toEqual({ private_jwk: null, sealed: true });
  });

  it('refuses to start with a KEY_ENCRYPTION_SECRET that does not open the stored keys, in one clear line', async () => {
    await loadSigningKeys(db());
    const config = testConfig({ KEY_ENCRYPTION_SECRET: 'another-secret-that-sealed-nothing-here-at-all' });
    await expect(buildApp(config, { db: db(), renderDocument: renderDocument() })).rejects.toThrow(wrongKeyEncryptionSecretMessage);
    expect(wrongKeyEncryptionSecretMessage).toBe('KEY_ENCRYPTION_SECRET does not decrypt the stored signing keys');
  });

  describe('rotation', () => {
    const config = testConfig();
    let clock = Date.now();
    let bus: ClusterBus;
    let ring: SigningKeyRing;
    let appA: FastifyInstance;
    let appB: FastifyInstance;
    let second: Awaited<ReturnType<typeof secondConnection>>;

    beforeAll(async () => {
      bus = createClusterBus(db());
      ring = await startSigningKeyRing({ db: db(), secret: config.keyEncryptionSecret, rotationDays: config.signingKeyRotationDays, bus, now: () => clock });
      appA = await buildApp(config, { db: db(), renderDocument: renderDocument(), signingKeys: ring });
      second = await secondConnection(db());
      appB = await buildApp(config, { db: second.db, renderDocument: renderDocument() });
      await Promise.all([appA.ready(), appB.ready()]);
      // Let every LISTEN be in place.
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    afterAll(async () => {
      ring?.stop();
      await appA?.close();
      await appB?.close();
      await bus?.close();
      await second?.close();
    });

    it('signs with a new key after the rotation period on every copy, verifies old tokens until the overlap ends, then drops the old key', async () => {
      const [oldKid] = await jwksKids(appA);
      const oldTokenDuringOverlap = await signTestAccessToken(db(), config, { partner: 'alic', memberId: member.memberId });
      const oldTokenAfterOverlap = await signTestAccessToken(db(), config, { partner: 'alic', memberId: member.memberId });
      expect(decodeProtectedHeader(oldTokenDuringOverlap).kid).toBe(oldKid);
      // A sign-in under way when the key changes.
      const user = new TestBrowser(appA, 'localhost:8080');
      const started = await startSignIn(user, 'alic', origin);

      // Not due yet: nothing changes.
      clock += (config.signingKeyRotationDays - 1) * dayMs;
      await ring.check();
      expect(await jwksKids(appA)).toEqual([oldKid]);

      clock += 2 * dayMs;
      await ring.check();
      const kids = await jwksKids(appA);
      expect(kids).toHaveLength(2);
      const [newKid] = kids;
      expect(kids).toEqual([newKid, oldKid]);
      expect(newKid).not.toBe(oldKid);

      // The sign-in begun before the change ends after it, its tokens signed with the new key.
      const { code } = await submitCredentials(user, started, member.email, demoPassword);
      const tokens = await exchangeCode(user, 'alic', origin, code, started.verifier);
      expect(decodeProtectedHeader(tokens.access_token).kid).toBe(newKid);
      expect(decodeProtectedHeader(tokens.id_token).kid).toBe(newKid);
      expect(await membersCall(appA, tokens.access_token)).toBe(200);

      // The other copy learnt of the new key through the bus: it lists both and takes A's new token.
      await waitFor(async () => (await jwksKids(appB)).length === 2);
      expect(await jwksKids(appB)).toEqual([newKid, oldKid]);
      expect(await membersCall(appB, tokens.access_token)).toBe(200);
      const fromB = await signIn(new TestBrowser(appB, 'localhost:8080'), 'alic', origin, member.email, demoPassword);
      expect(decodeProtectedHeader(fromB.access_token).kid).toBe(newKid);
      expect(await membersCall(appA, fromB.access_token)).toBe(200);

      // Just before the overlap ends the old key still verifies.
      clock += replacedKeyOverlapMs - 60_000;
      await ring.check();
      expect(await jwksKids(appA)).toEqual([newKid, oldKid]);
      expect(await membersCall(appA, oldTokenDuringOverlap)).toBe(200);

      // Then it is gone, on both copies.
      clock += 60_000;
      await ring.check();
      expect(await jwksKids(appA)).toEqual([newKid]);
      await waitFor(async () => (await jwksKids(appB)).length === 1);
      expect(await jwksKids(appB)).toEqual([newKid]);
      expect(await membersCall(appA, oldTokenAfterOverlap)).toBe(401);
      expect(await membersCall(appB, oldTokenAfterOverlap)).toBe(401);
      const [stored] = await db().query<{ count: number }>("SELECT count(*)::int AS count FROM oidc_signing_keys WHERE partner = 'alic'");
      expect(stored!.count).toBe(1);
    });
  });
});

// The verified-token cache (honest benchmark): a token seen before
// is not checked again until it is forgotten; a full cache forgets expired
// tokens first, then the oldest. Signature checks are counted where jose
// makes them (WebCrypto's verify, node:crypto's on the quick path).
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './access-token-verifier.ts';

const issuers = { alic: 'https://alic.example/oidc/alic', rsl: 'https://rsl.example/oidc/rsl', standard: 'https://standard.example/oidc/standard' };
const audience = 'urn:portal:api';
let privateKey: CryptoKey;
let jwks: { keys: object[] };
let clock = Date.now();

function sign(memberId: string, expiresInSeconds: number) {
  const issuedAt = Math.floor(clock / 1000);
  return new SignJWT({ roles: ['member'], scope: 'GroupMemberBackend', member_id: memberId })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
    .setSubject(`account-${memberId}`).setIssuer(issuers.alic).setAudience(audience)
    .setIssuedAt(issuedAt).setExpirationTime(issuedAt + expiresInSeconds)
    .sign(privateKey);
}

function verifier(cacheSize: number): AccessTokenVerifier {
  return createAccessTokenVerifier({
    issuers, audience, cacheSize, now: () => clock,
    publicJwks: { alic: jwks, rsl: jwks, standard: jwks } as never,
  });
}

/** Signature checks `work` made: jose's (WebCrypto) and the quick path's (node:crypto, rs256-quick-check.ts). */
async function checksDuring(work: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(crypto.subtle, 'verify');
  const nodeCrypto = createRequire(import.meta.url)('node:crypto') as { verify: (...args: unknown[]) => unknown };
  const nodeVerify = nodeCrypto.verify;
  let nodeChecks = 0;
  nodeCrypto.verify = (...args: unknown[]) => {
    nodeChecks++;
    return nodeVerify(...args);
  };
  syncBuiltinESMExports();
  try {
    await work();
    return spy.mock.calls.length + nodeChecks;
  } finally {
    spy.mockRestore();
    nodeCrypto.verify = nodeVerify;
    syncBuiltinESMExports();
  }
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
});

afterEach(() => {
  clock = Date.now();
});

describe('the verified-token cache', () => {
  it('checks a token once, then answers it from the cache', async () => {
    const verify = verifier(10);
    const token = await sign('1', 300);
    expect(await checksDuring(() => verify(token, 'alic'))).toBe(1);
    expect(await checksDuring(() => verify(token, 'alic'))).toBe(0);
  });

  it('full of live tokens, forgets the oldest: it is checked again, the newer ones are not', async () => {
    const verify = verifier(3);
    const tokens = await Promise.all(['1', '2', '3', '4'].map((id) => sign(id, 300)));
    for (const token of tokens) await verify(token, 'alic');
    expect(await checksDuring(() => verify(tokens[3]!, 'alic'))).toBe(0);
    expect(await checksDuring(() => verify(tokens[2]!, 'alic'))).toBe(0);
    expect(await checksDuring(() => verify(tokens[0]!, 'alic'))).toBe(1);
  });

  it('full, forgets the expired tokens at its head first and keeps the live ones', async () => {
    const verify = verifier(3);
    const short = await Promise.all(['1', '2'].map((id) => sign(id, 60)));
    const long = await sign('3', 3_600);
    for (const token of [...short, long]) await verify(token, 'alic');
    clock += 120_000; // the two short tokens have expired
    await verify(await sign('4', 3_600), 'alic');
    await verify(await sign('5', 3_600), 'alic');
    // Two expired made room for both: the long-lived one is still remembered.
    expect(await checksDuring(() => verify(long, 'alic'))).toBe(0);
    await expect(verify(short[0]!, 'alic')).rejects.toThrow('The access token has expired.');
  });

  it('keeps memory bounded by the cache size, many different members later', async () => {
    const verify = verifier(50);
    const tokens = await Promise.all(Array.from({ length: 200 }, (_, index) => sign(String(index), 300)));
    for (const token of tokens) await verify(token, 'alic');
    // The 50 newest are remembered, the first 150 were forgotten.
    expect(await checksDuring(async () => { for (const token of tokens.slice(-50)) await verify(token, 'alic'); })).toBe(0);
    expect(await checksDuring(() => verify(tokens[0]!, 'alic'))).toBe(1);
  });
});

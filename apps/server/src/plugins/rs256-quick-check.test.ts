// The verifier's quick path (node:crypto) refuses what jose refuses: a token
// with a tampered signature, another alg or typ, another issuer or audience,
// expired or not yet valid is refused with the same answer as before, and the
// portal's ordinary tokens are accepted by node:crypto's verify without jose's.
import * as nodeCrypto from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { accessTokenMessages, createAccessTokenVerifier, type AccessTokenVerifier } from './access-token-verifier.ts';
import { quickRs256Payload, rs256KeysOf } from './rs256-quick-check.ts';

const issuers = { alic: 'https://alic.example/oidc/alic', rsl: 'https://rsl.example/oidc/rsl', standard: 'https://standard.example/oidc/standard' };
const audience = 'urn:portal:api';
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let pssKey: CryptoKey;
let publicJwk: JWK;
let verify: AccessTokenVerifier;

interface Variant {
  alg?: string;
  typ?: string;
  kid?: string;
  iss?: string;
  aud?: string | string[];
  exp?: number;
  nbf?: number;
  key?: CryptoKey | Uint8Array;
}

function sign({ alg = 'RS256', typ = 'at+jwt', kid = 'k1', iss = issuers.alic, aud = audience, exp, nbf, key }: Variant = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ roles: ['member'], scope: 'GroupMemberBackend', member_id: '900000001' })
    .setProtectedHeader({ alg, typ, kid })
    .setSubject('account-900000001').setIssuer(iss).setAudience(aud)
    .setIssuedAt(now - 10).setExpirationTime(exp ?? now + 300);
  if (nbf !== undefined) jwt.setNotBefore(nbf);
  return jwt.sign(key ?? privateKey);
}

/** Flips one bit in the signature's first byte. */
function tampered(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const bytes = Buffer.from(signature, 'base64url');
  bytes[0]! ^= 1;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  pssKey = (await generateKeyPair('PS256')).privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const jwks = { keys: [publicJwk] };
  verify = createAccessTokenVerifier({ issuers, audience, publicJwks: { alic: jwks, rsl: jwks, standard: jwks } as never });
});

describe('access tokens through the quick path', () => {
  it("accepts a portal token without jose's WebCrypto check", async () => {
    const webCrypto = vi.spyOn(crypto.subtle, 'verify');
    try {
      const claims = await verify(await sign(), 'alic');
      expect(claims).toMatchObject({ subject: 'account-900000001', memberId: '900000001', partner: 'alic' });
      expect(webCrypto).not.toHaveBeenCalled();
    } finally {
      webCrypto.mockRestore();
    }
  });

  it.each<[string, () => Promise<string>, string]>([
    ['a tampered signature', async () => tampered(await sign()), accessTokenMessages.invalid],
    ['a signature by another key under the same kid', () => sign({ key: otherKey }), accessTokenMessages.invalid],
    ['alg HS256', () => sign({ alg: 'HS256', key: new Uint8Array(32).fill(7) }), accessTokenMessages.invalid],
    ['alg PS256', () => sign({ alg: 'PS256', key: pssKey }), accessTokenMessages.invalid],
    ['typ JWT', () => sign({ typ: 'JWT' }), accessTokenMessages.invalid],
    ['an unknown kid', () => sign({ kid: 'k2' }), accessTokenMessages.invalid],
    ['another issuer', () => sign({ iss: 'https://evil.example/oidc/alic' }), accessTokenMessages.invalid],
    ["another partner's issuer", () => sign({ iss: issuers.rsl }), accessTokenMessages.otherSite],
    ['another audience', () => sign({ aud: 'urn:other:api' }), accessTokenMessages.invalid],
    ['an expired token', () => sign({ exp: Math.floor(Date.now() / 1000) - 1 }), accessTokenMessages.expired],
    ['a token not valid yet (nbf)', () => sign({ nbf: Math.floor(Date.now() / 1000) + 60 }), accessTokenMessages.invalid],
  ])('refuses %s with 401', async (_name, token, message) => {
    await expect(verify(await token(), 'alic')).rejects.toMatchObject({ statusCode: 401, message });
  });

  it('accepts an audience list holding the API and refuses one without it', async () => {
    await expect(verify(await sign({ aud: ['urn:other:api', audience] }), 'alic')).resolves.toMatchObject({ subject: 'account-900000001' });
    await expect(verify(await sign({ aud: ['urn:other:api'] }), 'alic')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('leaves to jose (undefined) what it does not accept outright, and throws on a bad signature', async () => {
    const keys = rs256KeysOf({ keys: [publicJwk] });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const expected = { issuer: issuers.alic, audience, nowSeconds };
    expect(quickRs256Payload(await sign(), keys, expected)).toMatchObject({ sub: 'account-900000001' });
    expect(quickRs256Payload(await sign({ exp: nowSeconds }), keys, expected)).toBeUndefined();
    expect(quickRs256Payload(await sign({ typ: 'JWT' }), keys, expected)).toBeUndefined();
    expect(quickRs256Payload(`${await sign()}.x`, keys, expected)).toBeUndefined();
    const token = await sign();
    expect(() => quickRs256Payload(tampered(token), keys, expected)).toThrow();
  });

  it('imports only RS256 signing keys of 2048 bits or more, and no kid named twice', async () => {
    const small = nodeCrypto.generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    expect(rs256KeysOf({ keys: [{ ...small, kid: 'small' }] }).size).toBe(0);
    expect(rs256KeysOf({ keys: [{ ...publicJwk, use: 'enc' }] }).size).toBe(0);
    expect(rs256KeysOf({ keys: [publicJwk, { ...publicJwk }] }).size).toBe(0);
    expect(rs256KeysOf({ keys: [publicJwk] }).size).toBe(1);
  });
});

// The API's bearer authentication with a CSR acting for a member:
// the useToken header, its 403s, and the csr/admin kinds of call (alic only).
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from './access-token-verifier.ts';
import { authPlugin, delegationMessages } from './auth.ts';
import { errorHandlerPlugin } from './error-handler.ts';
import { partnerPlugin } from './partner.ts';
import { csrActingRefusal, refuseCsrActing } from './refuse-csr-acting.ts';

const issuers = { alic: 'https://alic.example/oidc/alic', rsl: 'https://rsl.example/oidc/rsl', standard: 'https://standard.example/oidc/standard' };
const audience = 'urn:portal:api';
const csr = { sub: 'csr-1', email: 'csr1@example.com' };

interface Claims {
  sub: string;
  roles: string[];
  member_id?: string;
  act?: { sub: string; email?: string };
  scope?: string;
  expiresIn?: number;
  partner?: 'alic' | 'rsl';
}

let privateKey: CryptoKey;
let publicJwk: JWK;
let app: FastifyInstance;

function sign({ sub, roles, member_id, act, scope = 'GroupMemberBackend', expiresIn = 300, partner = 'alic' }: Claims) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ roles, scope, partner, ...(member_id ? { member_id } : {}), ...(act ? { act } : {}) })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: 'k1' })
    .setSubject(sub).setIssuer(issuers[partner]).setAudience(audience)
    .setIssuedAt(now - 10).setExpirationTime(now + expiresIn).setJti(crypto.randomUUID())
    .sign(privateKey);
}

const memberToken = (memberId = '900000001') => sign({ sub: `account-${memberId}`, roles: ['member'], member_id: memberId });
const csrToken = (sub = csr.sub, roles = ['csr']) => sign({ sub, roles });
const exchanged = (actor = csr.sub, expiresIn = 300) =>
  sign({ sub: 'member:900000001', roles: ['member'], member_id: '900000001', act: { sub: actor, email: csr.email }, expiresIn });

async function call(url: string, bearer: string, useToken?: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET', url, headers: { authorization: `Bearer ${bearer}`, ...(useToken !== undefined ? { usetoken: useToken } : {}), ...headers },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const jwks = { keys: [publicJwk] };
  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(partnerPlugin);
  await app.register(authPlugin, {
    verifyAccessToken: createAccessTokenVerifier({ issuers, audience, publicJwks: { alic: jwks, rsl: jwks, standard: jwks } }),
  });
  app.get('/api/:subsidiary/member', { preHandler: app.authenticate }, async (request) => request.accessToken);
  app.get('/api/:subsidiary/sign-in-change', { preHandler: [app.authenticate, refuseCsrActing] }, async () => ({ ok: true }));
  app.get('/api/:subsidiary/csr', { preHandler: app.authenticateCsr }, async (request) => request.accessToken);
  app.get('/api/:subsidiary/admin', { preHandler: app.authenticateAdmin }, async (request) => request.accessToken);
  await app.ready();
});

describe('useToken: a CSR acting for a member', () => {
  it("runs the call as the member, naming the CSR as actor and the exchange's jti as visit", async () => {
    const useToken = await exchanged();
    const { status, body } = await call('/api/alic/member', await csrToken(), useToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({ subject: 'member:900000001', memberId: '900000001', roles: ['member'], actor: { subject: csr.sub, email: csr.email } });
    expect((body.actor as { exchangeId: string }).exchangeId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('takes an empty useToken as none', async () => {
    const { status, body } = await call('/api/alic/member', await memberToken(), '');
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('actor');
  });

  it.each([
    ['the delegated token sent as bearer', async () => [await exchanged(), undefined], delegationMessages.delegatedBearer],
    ["another CSR's member token", async () => [await csrToken('csr-2'), await exchanged()], delegationMessages.notYours],
    ['a plain member token as useToken', async () => [await csrToken(), await memberToken()], delegationMessages.notYours],
    ['a useToken that is no token', async () => [await csrToken(), 'garbage'], delegationMessages.notYours],
    ['an expired member token', async () => [await csrToken(), await exchanged(csr.sub, -30)], delegationMessages.expired],
    ["a member's bearer with someone's useToken", async () => [await memberToken('900000002'), await exchanged()], delegationMessages.notCsr],
  ] as const)('answers 403 to %s', async (_label, tokens, message) => {
    const [bearer, useToken] = await tokens();
    const { status, body } = await call('/api/alic/member', bearer!, useToken);
    expect(status).toBe(403);
    expect(body.message).toBe(message);
  });

  it("leaves a CSR's own token without a member (member calls answer 403 for lack of memberId)", async () => {
    const { status, body } = await call('/api/alic/member', await csrToken());
    expect(status).toBe(200);
    expect(body).not.toHaveProperty('memberId');
  });

  it("refuses a CSR acting at the calls that change the member's sign-in (en/es); the member passes", async () => {
    const refused = await call('/api/alic/sign-in-change', await csrToken(), await exchanged());
    expect(refused).toEqual({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: csrActingRefusal.en } });
    const spanish = await call('/api/alic/sign-in-change', await csrToken(), await exchanged(), { 'accept-language': 'es' });
    expect(spanish.body.message).toBe(csrActingRefusal.es);
    expect((await call('/api/alic/sign-in-change', await memberToken())).status).toBe(200);
  });
});

describe('csr and admin calls', () => {
  it('lets a CSR in on alic, without a useToken', async () => {
    expect((await call('/api/alic/csr', await csrToken())).status).toBe(200);
    const withUseToken = await call('/api/alic/csr', await csrToken(), await exchanged());
    expect(withUseToken.status).toBe(403);
    expect(withUseToken.body.message).toBe(delegationMessages.memberTokenNotHere);
    expect((await call('/api/alic/csr', await memberToken())).status).toBe(403);
    expect((await call('/api/alic/csr', await exchanged())).status).toBe(403);
  });

  it('lets only an access administrator in at admin calls', async () => {
    expect((await call('/api/alic/admin', await csrToken('admin-1', ['csr', 'admin']))).status).toBe(200);
    const plainCsr = await call('/api/alic/admin', await csrToken());
    expect(plainCsr.status).toBe(403);
    expect(plainCsr.body.message).toBe(delegationMessages.adminOnly);
  });

  it('answers 404 at the csr and admin calls of the other partners, before looking at the token', async () => {
    for (const path of ['/api/rsl/csr', '/api/standard/admin']) {
      const response = await app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
      expect(response.json<{ message: string }>().message).toBe('Not found');
    }
  });
});

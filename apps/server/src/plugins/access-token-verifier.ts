// Verifies the API's bearer tokens locally: RS256 JWT access tokens (typ
// at+jwt) signed by the partner issuer's keys, for the API audience. Verified
// tokens are remembered until they expire, since an RS256 check on every
// request is expensive.
import { createLocalJWKSet, decodeJwt, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { isPartner, type Partner } from '@portal/core';
import { HttpError, unauthorized } from '../lib/http-error.ts';
import { quickRs256Payload, rs256KeysOf, type Rs256Keys } from './rs256-quick-check.ts';

/** §6 roles; 'producer' is a producer/agent (a chat link, nothing of any member). */
export type Role = 'member' | 'csr' | 'admin' | 'producer';

/**
 * The customer-service representative acting for the member (§6): set
 * when the call carries an exchanged token (header useToken, RFC 8693 `act`)
 * whose actor is the bearer's own CSR account.
 */
export interface ActingCsr {
  /** The CSR's account id (the bearer's subject, the exchanged token's act.sub). */
  readonly subject: string;
  readonly email: string | undefined;
  /** The exchanged token's jti: one CSR visit to the member's account. */
  readonly exchangeId: string;
}

/** What the API knows about the caller from the access token. */
export interface AccessTokenClaims {
  /** The account id. */
  readonly subject: string;
  readonly partner: Partner;
  readonly roles: readonly Role[];
  /** The member the account belongs to; absent for a CSR. */
  readonly memberId: string | undefined;
  /**
   * An adult dependent's own account (migration 036): their claimant number on
   * the member's policy. Such a token reaches only the calls of
   * plugins/dependent-calls.ts, each scoped to this person.
   */
  readonly dependentClaimant?: number;
  readonly scopes: readonly string[];
  /** Seconds since the epoch. */
  readonly expiresAt: number;
  /** When the token was issued (iat), seconds since the epoch. */
  readonly issuedAt: number;
  /**
   * When the token was issued in milliseconds: our tokens carry it as `iat_ms`, so a token issued in the same
   * second as a sign-out, just after it (a member signing straight back in), is told from one issued before it.
   * A token without it (or with one that disagrees with iat) counts from the start of its iat second.
   */
  readonly issuedAtMs: number;
  /** A CSR acting for the member through an exchanged token; absent when the member calls for themself. */
  readonly actor?: ActingCsr;
  /** The client the token was issued to (client_id): the brand's site, or an app the member connected. */
  readonly clientId?: string;
}

export interface AccessTokenVerifierOptions {
  issuers: Readonly<Record<Partner, string>>;
  audience: string;
  /**
   * The issuers' public keys, or where to read them on each verification (the
   * signing keys rotate; a partner's key set is expected to
   * stay the same object until it changes).
   */
  publicJwks: Readonly<Record<Partner, JSONWebKeySet>> | (() => Readonly<Record<Partner, JSONWebKeySet>>);
  /** Most tokens remembered at once. */
  cacheSize?: number;
  now?: () => number;
  /**
   * True when the token's session was ended after it was
   * issued (signed out, password changed, CSR role revoked). Asked on every
   * call, a cached token included; must be O(1).
   */
  hasSessionEnded?: (claims: AccessTokenClaims) => boolean;
}

/** A verified token whose session was ended: 401, the auth plugin words it in the caller's language. */
export class SessionEndedError extends HttpError {
  constructor() {
    super(401, accessTokenMessages.sessionEnded);
  }
}

export type AccessTokenVerifier = (token: string, partner: Partner) => Promise<AccessTokenClaims>;

export const accessTokenMessages = {
  missing: 'An access token is required.',
  expired: 'The access token has expired.',
  invalid: 'The access token is not valid.',
  otherSite: 'The access token was not issued for this site.',
  sessionEnded: 'Your session has ended. Please sign in again.',
} as const;

const knownRoles: readonly Role[] = ['member', 'csr', 'admin', 'producer'];

/** The RFC 8693 `act` claim of an exchanged token with its jti: the CSR acting for the member. */
function actorOf(payload: JWTPayload): ActingCsr | undefined {
  if (payload.act === undefined) return undefined;
  const act = payload.act as { sub?: unknown; email?: unknown } | null;
  if (typeof act !== 'object' || act === null || typeof act.sub !== 'string' || act.sub === '' || typeof payload.jti !== 'string') {
    throw unauthorized(accessTokenMessages.invalid);
  }
  return { subject: act.sub, email: typeof act.email === 'string' ? act.email : undefined, exchangeId: payload.jti };
}

function issuedAtMsOf(iat: number, iatMs: unknown): number {
  const fromIat = iat * 1000;
  return typeof iatMs === 'number' && Number.isInteger(iatMs) && iatMs >= fromIat && iatMs < fromIat + 1000 ? iatMs : fromIat;
}

function claimsOf(payload: JWTPayload, partner: Partner): AccessTokenClaims {
  const roles = Array.isArray(payload.roles) ? payload.roles.filter((r): r is Role => knownRoles.includes(r as Role)) : [];
  if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || roles.length === 0) {
    throw unauthorized(accessTokenMessages.invalid);
  }
  if (payload.partner !== undefined && payload.partner !== partner) throw unauthorized(accessTokenMessages.otherSite);
  const actor = actorOf(payload);
  return {
    subject: payload.sub,
    partner,
    roles,
    memberId: typeof payload.member_id === 'string' && payload.member_id !== '' ? payload.member_id : undefined,
    ...(Number.isInteger(payload.dependent_claimant) && (payload.dependent_claimant as number) > 1
      ? { dependentClaimant: payload.dependent_claimant as number }
      : {}),
    scopes: typeof payload.scope === 'string' ? payload.scope.split(' ').filter(Boolean) : [],
    expiresAt: payload.exp,
    issuedAt: payload.iat,
    issuedAtMs: issuedAtMsOf(payload.iat, payload.iat_ms),
    ...(actor ? { actor } : {}),
    ...(typeof payload.client_id === 'string' ? { clientId: payload.client_id } : {}),
  };
}

export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const { issuers, audience, cacheSize = 10_000, now = () => Date.now(), hasSessionEnded = () => false } = options;
  const { publicJwks } = options;
  const currentJwks = typeof publicJwks === 'function' ? publicJwks : () => publicJwks;
  // One jose key set per published key set, made again only when the keys change.
  const keySets = new WeakMap<JSONWebKeySet, ReturnType<typeof createLocalJWKSet>>();
  function keySetOf(partner: Partner) {
    const jwks = currentJwks()[partner];
    let keySet = keySets.get(jwks);
    if (!keySet) keySets.set(jwks, (keySet = createLocalJWKSet(jwks)));
    return keySet;
  }
  // The same keys imported for node:crypto (rs256-quick-check.ts), likewise once per key set.
  const quickKeys = new WeakMap<JSONWebKeySet, Rs256Keys>();
  function quickKeysOf(partner: Partner) {
    const jwks = currentJwks()[partner];
    let keys = quickKeys.get(jwks);
    if (!keys) quickKeys.set(jwks, (keys = rs256KeysOf(jwks)));
    return keys;
  }
  const verified = new Map<string, AccessTokenClaims>();

  function remember(token: string, claims: AccessTokenClaims) {
    if (verified.size >= cacheSize) {
      // Oldest first (a Map keeps insertion order): forget the expired ones at the head, stopping at
      // the first live one. Scanning every entry here cost each new token ~0.1 ms once the cache was
      // full of live tokens (many different members: docs/performance.md); an expired token
      // further on is still refused by the check on the way out.
      const nowSeconds = now() / 1000;
      for (const [key, value] of verified) {
        if (value.expiresAt > nowSeconds) break;
        verified.delete(key);
      }
      // Still full: forget the oldest.
      if (verified.size >= cacheSize) verified.delete(verified.keys().next().value!);
    }
    verified.set(token, claims);
  }

  function rejectionFor(token: string, partner: Partner, error: unknown) {
    if (error instanceof errors.JWTExpired) return unauthorized(accessTokenMessages.expired);
    try {
      const { iss } = decodeJwt(token);
      const issuerPartner = Object.entries(issuers).find(([, issuer]) => issuer === iss)?.[0];
      if (isPartner(issuerPartner) && issuerPartner !== partner) return unauthorized(accessTokenMessages.otherSite);
    } catch {
      // Not even a JWT.
    }
    return unauthorized(accessTokenMessages.invalid);
  }

  return async function verify(token, partner) {
    const cached = verified.get(token);
    if (cached) {
      if (cached.expiresAt * 1000 <= now()) {
        verified.delete(token);
        throw unauthorized(accessTokenMessages.expired);
      }
      if (cached.partner !== partner) throw unauthorized(accessTokenMessages.otherSite);
      if (hasSessionEnded(cached)) throw new SessionEndedError();
      return cached;
    }
    let payload: JWTPayload;
    try {
      const currentDate = new Date(now());
      // The portal's own tokens pass the quick check; anything it does not accept outright goes to jose.
      payload =
        quickRs256Payload(token, quickKeysOf(partner), { issuer: issuers[partner], audience, nowSeconds: Math.floor(currentDate.getTime() / 1000) }) ??
        (await jwtVerify(token, keySetOf(partner), {
          issuer: issuers[partner],
          audience,
          algorithms: ['RS256'],
          typ: 'at+jwt',
          currentDate,
        })).payload;
    } catch (error) {
      throw rejectionFor(token, partner, error);
    }
    const claims = claimsOf(payload, partner);
    remember(token, claims);
    if (hasSessionEnded(claims)) throw new SessionEndedError();
    return claims;
  };
}

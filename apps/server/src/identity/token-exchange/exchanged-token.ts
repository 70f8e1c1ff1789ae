// The member token a CSR gets by token exchange: an RS256 JWT
// access token (typ at+jwt) of the alic issuer for the API audience, naming
// the member as subject and the CSR in `act` (RFC 8693 §4.1), signed with the
// issuer's current key so the API verifies it like any other access token.
import { importJWK, SignJWT, type JWK } from 'jose';
import type { Partner } from '@portal/core';
import { apiScope } from '../../plugins/auth.ts';
import { tokenLifetimes } from '../token-lifetimes.ts';

/** Longest life of an exchanged token; never longer than the CSR's own token has left. */
export const exchangedTokenLifetime = tokenLifetimes.exchangedToken;

export interface ExchangedTokenInput {
  partner: Partner;
  issuer: string;
  audience: string;
  memberId: string;
  actor: { subject: string; email: string };
  /** Milliseconds since the epoch (the token's iat is its whole seconds; iat_ms: AccessTokenClaims.issuedAtMs). */
  issuedAtMs: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The jti: one CSR visit to the member's account. */
  visitId: string;
  clientId: string;
}

export async function signExchangedToken(privateJwk: JWK, input: ExchangedTokenInput): Promise<string> {
  const key = await importJWK(privateJwk, 'RS256');
  return new SignJWT({
    member_id: input.memberId,
    roles: ['member'],
    scope: apiScope,
    partner: input.partner,
    client_id: input.clientId,
    act: { sub: input.actor.subject, email: input.actor.email },
    iat_ms: input.issuedAtMs,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', ...(privateJwk.kid ? { kid: privateJwk.kid } : {}) })
    .setIssuer(input.issuer)
    .setAudience(input.audience)
    .setSubject(`member:${input.memberId}`)
    .setJti(input.visitId)
    .setIssuedAt(Math.floor(input.issuedAtMs / 1000))
    .setExpirationTime(input.expiresAt)
    .sign(key);
}

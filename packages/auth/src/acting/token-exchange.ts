// RFC 8693 token exchange at the partner's issuer: the CSR's own
// access token (actor) and the member's key (subject) become a short-lived
// member token carrying `act`. Form-encoded POST to the token endpoint the
// provider's metadata names: nothing travels in the URL, nothing is logged.
// The request itself is request-member-token.ts: only a CSR acting on a member
// makes it, so it loads with the first exchange, not with every member's page.
import type { ActingErrorKind } from '../store/acting-for.ts';

export const tokenExchangeGrantType = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const memberKeyTokenType = 'urn:portal:token-type:member-key';
export const accessTokenType = 'urn:ietf:params:oauth:token-type:access_token';

/** Why an exchange failed, with the HTTP status and the RFC 6749 error code when the endpoint answered. */
export class TokenExchangeError extends Error {
  override readonly name = 'TokenExchangeError';

  constructor(
    readonly kind: ActingErrorKind,
    readonly status?: number,
    readonly oauthError?: string,
  ) {
    super(`Token exchange failed: ${kind}${status === undefined ? '' : ` (${status})`}`);
  }
}

export function isTokenExchangeError(error: unknown): error is TokenExchangeError {
  return error instanceof TokenExchangeError;
}

export interface MemberToken {
  accessToken: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * When to renew a member token: a minute before it expires, but never before
 * half its remaining life (a short token is not renewed in a tight loop).
 */
export function renewDelayMs(expiresAt: number, now: number): number {
  const remaining = expiresAt - now;
  return Math.max(0, remaining - 60_000, remaining / 2);
}

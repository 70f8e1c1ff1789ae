// §4 token expiry: read from the token's exp claim; an undecodable token
// counts as expired; tokens count as expired 60 seconds early.
import { tokenExpirySkewSeconds } from '@portal/core';
import { jwtDecode, type JwtPayload } from 'jwt-decode';

/** Decodes a JWT payload; throws jwt-decode's §8 messages ('missing part #n', …). */
export function decodeToken<T extends object = JwtPayload>(token: unknown): T {
  return jwtDecode<T>(token as string);
}

/** Expiry in epoch milliseconds, or undefined when the token cannot be read. */
export function tokenExpiresAt(token: string): number | undefined {
  try {
    const { exp } = decodeToken(token);
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function isTokenExpired(token: string | null | undefined, nowMs = Date.now()): boolean {
  if (!token) return true;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === undefined) return true;
  return nowMs >= expiresAt - tokenExpirySkewSeconds * 1000;
}

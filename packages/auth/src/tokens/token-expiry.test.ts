import { describe, expect, it } from 'vitest';
import { decodeToken, isTokenExpired } from './token-expiry.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenExpiringAt = (expSeconds: number) => `${base64url({ alg: 'none' })}.${base64url({ exp: expSeconds })}.sig`;

describe('token decoding (§8 messages)', () => {
  it.each([
    [42, 'Invalid token specified: must be a string'],
    ['abc', 'Invalid token specified: missing part #2'],
    ['a.%%%.c', 'Invalid token specified: invalid base64 for part #2'],
    [`a.${Buffer.from('not json').toString('base64url')}.c`, 'Invalid token specified: invalid json for part #2'],
  ])('rejects %j with "%s"', (token, message) => {
    expect(() => decodeToken(token)).toThrow(message);
  });
});

describe('isTokenExpired (§4)', () => {
  const now = Date.UTC(2026, 10, 21, 12, 0, 0);
  it('counts a token as expired 60 seconds before exp', () => {
    expect(isTokenExpired(tokenExpiringAt(now / 1000 + 61), now)).toBe(false);
    expect(isTokenExpired(tokenExpiringAt(now / 1000 + 60), now)).toBe(true);
  });

  it('counts a missing or undecodable token as expired', () => {
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired('garbage', now)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { isRefreshDue } from './refresh-due.ts';

// An unsigned JWT with the given exp (seconds): only the payload is read here.
const tokenExpiringAt = (expSeconds: number) =>
  `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ exp: expSeconds }))}.`;

describe('isRefreshDue', () => {
  const start = 1_700_000_000_000;
  const fiveMinuteToken = tokenExpiringAt(start / 1000 + 300);

  it('is not due right after a refresh of a 5-minute token', () => {
    expect(isRefreshDue({ lastRefreshMs: start, accessToken: fiveMinuteToken, nowMs: start + 60_000 })).toBe(false);
  });

  it('is due before a 5-minute token counts as expired (60 s early), not only after 5 minutes', () => {
    expect(isRefreshDue({ lastRefreshMs: start, accessToken: fiveMinuteToken, nowMs: start + 200_000 })).toBe(false);
    expect(isRefreshDue({ lastRefreshMs: start, accessToken: fiveMinuteToken, nowMs: start + 215_000 })).toBe(true);
  });

  it('is due every 5 minutes even for a long-lived token', () => {
    const hourToken = tokenExpiringAt(start / 1000 + 3600);
    expect(isRefreshDue({ lastRefreshMs: start, accessToken: hourToken, nowMs: start + 299_000 })).toBe(false);
    expect(isRefreshDue({ lastRefreshMs: start, accessToken: hourToken, nowMs: start + 300_000 })).toBe(true);
  });
});

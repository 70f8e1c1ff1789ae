// §4: tokens are refreshed every 5 minutes, and count as expired 60 s early.
// With the server's 5-minute access tokens a refresh only every
// 5 minutes would leave the token counted as expired for the last of them, so
// a refresh is also due once the token is within the skew (plus a margin for
// the refresh's own round trip) of its end.
import { tokenRefreshIntervalMs } from '@portal/core';
import { isTokenExpired } from './token-expiry.ts';

/** Time before the early expiry at which a refresh starts, so it is done in time. */
export const refreshMarginMs = 30_000;

export function isRefreshDue({ lastRefreshMs, accessToken, nowMs }: { lastRefreshMs: number; accessToken: string | null | undefined; nowMs: number }): boolean {
  return nowMs - lastRefreshMs >= tokenRefreshIntervalMs || isTokenExpired(accessToken, nowMs + refreshMarginMs);
}

// The limits of each kind of throttled request. Chosen so a
// person who mistypes never meets them and a script guessing passwords or
// codes gets a handful of tries an hour per account:
// - a fixed window per client address and per account key, counting every
//   attempt; one that succeeds (right password, right code) is taken back, so
//   only guessing meets the limits;
// - after `slowDownAfterFailures` consecutive failures of an account, each next
//   attempt waits 30 s, doubling per failure up to 15 minutes (never a lock);
// - sign-in only: after 100 consecutive failures (NIST SP 800-63B-4 §3.2.2) the
//   account signs in again only after a password reset by emailed code, which
//   clears its failures.
// Failures untouched for 30 days are forgotten. IPv6 clients count by /64.
import type { ThrottleKind } from '../throttle.ts';

export interface ThrottleLimits {
  /** Length of the counting window. */
  readonly windowMs: number;
  /** Attempts per client address in one window. */
  readonly perAddress: number;
  /** Attempts per account key (email, registration referenceId, account id) in one window. */
  readonly perAccount: number;
  /** Consecutive failures an account may have before each attempt must wait. */
  readonly slowDownAfterFailures: number;
  /** Consecutive failures after which only a password reset lets the account in again (sign-in only). */
  readonly resetRequiredAfterFailures?: number;
}

const minute = 60_000;

export const throttleLimits: Readonly<Record<ThrottleKind, ThrottleLimits>> = {
  signIn: { windowMs: 15 * minute, perAddress: 100, perAccount: 10, slowDownAfterFailures: 5, resetRequiredAfterFailures: 100 },
  codeEntry: { windowMs: 15 * minute, perAddress: 50, perAccount: 10, slowDownAfterFailures: 5 },
  codeSending: { windowMs: 60 * minute, perAddress: 20, perAccount: 5, slowDownAfterFailures: 5 },
  registrationLookup: { windowMs: 15 * minute, perAddress: 20, perAccount: 10, slowDownAfterFailures: 5 },
  // A CSR may search 300 times in 15 minutes; a call centre shares one address.
  csrSearch: { windowMs: 15 * minute, perAddress: 3_000, perAccount: 300, slowDownAfterFailures: 5 },
  // Web Vitals beacons, about one per page view; an office behind one address still fits.
  webVitals: { windowMs: 15 * minute, perAddress: 600, perAccount: 600, slowDownAfterFailures: 1_000 },
  // FHIR calls per app and member (account key client:subject); paging 500 EOBs by 50 is 10 calls.
  // The public provider directory: a person searching and paging makes a few calls a minute; a scraper meets the limit.
  providerSearch: { windowMs: 15 * minute, perAddress: 900, perAccount: 900, slowDownAfterFailures: 1_000 },
  fhirClient: { windowMs: 15 * minute, perAddress: 6_000, perAccount: 1_500, slowDownAfterFailures: 1_000 },
};

/** The same limits with each per-address limit `scale` times higher (the per-account ones unchanged). */
export function withAddressLimitsScaled(limits: Readonly<Record<ThrottleKind, ThrottleLimits>>, scale: number): Readonly<Record<ThrottleKind, ThrottleLimits>> {
  if (scale === 1) return limits;
  return Object.fromEntries(
    Object.entries(limits).map(([kind, limit]) => [kind, { ...limit, perAddress: limit.perAddress * scale }]),
  ) as Record<ThrottleKind, ThrottleLimits>;
}

export const slowDownFirstDelayMs = 30_000;
export const slowDownMaxDelayMs = 15 * minute;

/** How long an account with `failures` consecutive failures waits after its last one: 0, then 30 s doubling up to 15 minutes. */
export function slowDownDelayMs(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.slowDownAfterFailures) return 0;
  const doublings = Math.min(failures - limits.slowDownAfterFailures, 10);
  return Math.min(slowDownMaxDelayMs, slowDownFirstDelayMs * 2 ** doublings);
}

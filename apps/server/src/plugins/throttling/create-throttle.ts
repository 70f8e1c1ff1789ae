// The Throttle of plugins/throttle.ts on the shared PostgreSQL/PGlite store:
// a window counter per client address and per account key, and per account a
// progressive slow-down after consecutive failures (throttle-limits.ts).
//
// Not @fastify/rate-limit: it counts one key per route per request, while a
// sign-in needs two at once (the address and the typed email), a count of
// failures only (wrong passwords, not every request), and on the identity
// provider's page an HTML answer rather than its JSON 429.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { languageOf } from '../../lib/member-language.ts';
import { errorBody } from '../../lib/http-error.ts';
import type { Throttle, ThrottleKind } from '../throttle.ts';
import { throttleAddressOf } from './client-address.ts';
import { createThrottleRepository } from './throttle-repository.ts';
import { slowDownDelayMs, throttleLimits, type ThrottleLimits } from './throttle-limits.ts';
import { throttleMessage, type ThrottleLanguage, type ThrottleReason } from './throttle-texts.ts';

export type ThrottleDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: ThrottleReason; readonly retryAfterSeconds: number };

export interface ThrottleAttempt {
  /** The client's address (request.ip; behind a proxy only with TRUST_PROXY). */
  readonly address: string;
  /** What the request names: a typed email, a registration referenceId, an account id. */
  readonly accountKey?: string | undefined;
}

export interface ThrottleService extends Throttle {
  /** Counts one attempt and says whether it may go on: for routes that answer a refusal themselves (the sign-in page). */
  attempt(kind: ThrottleKind, attempt: ThrottleAttempt): Promise<ThrottleDecision>;
  /**
   * The attempt succeeded (a right password): it no longer counts against the
   * address, and the account's failures and count are forgotten, so members
   * signing in from one office, or often, never meet a limit.
   */
  succeeded(kind: ThrottleKind, attempt: ThrottleAttempt): Promise<void>;
}

export interface CreateThrottleOptions {
  readonly db: Queryable;
  /** Epoch milliseconds; tests move it. */
  readonly now?: () => number;
  readonly limits?: Readonly<Record<ThrottleKind, ThrottleLimits>>;
}

const cleanupEveryMs = 10 * 60_000;
/** Failures of an account untouched this long are forgotten (the store stays bounded). */
const failuresKeptMs = 30 * 24 * 60 * 60_000;

/** Account keys are compared lower-cased and stored only as a hash (no emails in the throttle tables). */
function accountKeyHash(accountKey: string): string {
  return createHash('sha256').update(accountKey.trim().toLowerCase()).digest('base64url');
}

export function throttleLanguageOf(request: FastifyRequest): ThrottleLanguage {
  return languageOf(request.headers['accept-language']);
}

/** The 429 answer of an API call: Retry-After and an ErrorResponse in the caller's language. */
export function sendTooManyRequests(reply: FastifyReply, decision: Exclude<ThrottleDecision, { allowed: true }>, language: ThrottleLanguage) {
  return reply
    .code(429)
    .header('retry-after', String(decision.retryAfterSeconds))
    .type('application/json')
    .send(errorBody(429, throttleMessage(decision.reason, decision.retryAfterSeconds, language)));
}

export function createThrottle({ db, now = Date.now, limits = throttleLimits }: CreateThrottleOptions): ThrottleService {
  const repository = createThrottleRepository(db);
  let lastCleanupMs = 0;

  /** Housekeeping by the first attempt every 10 minutes (per server copy); its failure never refuses a request. */
  async function cleanUpNowAndThen(nowMs: number) {
    if (nowMs - lastCleanupMs < cleanupEveryMs) return;
    lastCleanupMs = nowMs;
    await repository.deleteEndedWindows(nowMs).catch(() => undefined);
    await repository.deleteFailuresBefore(nowMs - failuresKeptMs).catch(() => undefined);
  }

  const refuse = (reason: ThrottleReason, waitMs: number): ThrottleDecision => ({
    allowed: false, reason, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  });

  async function attempt(kind: ThrottleKind, { address, accountKey }: ThrottleAttempt): Promise<ThrottleDecision> {
    const limit = limits[kind];
    const nowMs = now();
    await cleanUpNowAndThen(nowMs);
    const account = accountKey?.trim() ? accountKeyHash(accountKey) : undefined;

    if (account) {
      const failed = await repository.failuresOf(kind, account);
      if (failed && limit.resetRequiredAfterFailures !== undefined && failed.failures >= limit.resetRequiredAfterFailures) {
        return refuse('resetRequired', limit.windowMs);
      }
      const waitMs = failed ? failed.lastFailureAtMs + slowDownDelayMs(failed.failures, limit) - nowMs : 0;
      if (waitMs > 0) return refuse('tooManyAttempts', waitMs);
    }

    const byAddress = await repository.countHit(kind, `address:${throttleAddressOf(address)}`, limit.windowMs, nowMs);
    if (byAddress.hits > limit.perAddress) return refuse('tooManyAttempts', byAddress.windowEndsAtMs - nowMs);
    if (account) {
      const byAccount = await repository.countHit(kind, `account:${account}`, limit.windowMs, nowMs);
      if (byAccount.hits > limit.perAccount) return refuse('tooManyAttempts', byAccount.windowEndsAtMs - nowMs);
    }
    return { allowed: true };
  }

  /** A success forgets the account's failures and its count in the window (only guessing is limited). */
  async function forgetAccount(kind: ThrottleKind, accountKey: string) {
    const account = accountKeyHash(accountKey);
    await repository.clearFailures(kind, account);
    await repository.deleteCounter(kind, `account:${account}`);
  }

  return {
    attempt,
    async succeeded(kind, { address, accountKey }) {
      await repository.refundHit(kind, `address:${throttleAddressOf(address)}`);
      if (accountKey?.trim()) await forgetAccount(kind, accountKey);
    },
    guard(kind, accountKeyOf) {
      return async (request, reply) => {
        const decision = await attempt(kind, { address: request.ip, accountKey: accountKeyOf?.(request) });
        if (!decision.allowed) return sendTooManyRequests(reply, decision, throttleLanguageOf(request));
      };
    },
    recordFailure: (kind, accountKey) => repository.addFailure(kind, accountKeyHash(accountKey), now()),
    clearFailures: forgetAccount,
  };
}

// SQL of the shared throttle store (migration 020): window counters and
// consecutive-failure counts. Times go in and out as epoch milliseconds so the
// caller's clock decides (all copies of the server share one, via NTP).
import type { Queryable } from '../../db/database.ts';

export interface WindowCount {
  readonly hits: number;
  readonly windowEndsAtMs: number;
}

export interface FailureCount {
  readonly failures: number;
  readonly lastFailureAtMs: number;
}

export interface ThrottleRepository {
  /** Counts one hit of `key`, starting a new window when the last one has ended. */
  countHit(kind: string, key: string, windowMs: number, nowMs: number): Promise<WindowCount>;
  /** Takes one hit back (an attempt that succeeded). */
  refundHit(kind: string, key: string): Promise<void>;
  deleteCounter(kind: string, key: string): Promise<void>;
  failuresOf(kind: string, accountKey: string): Promise<FailureCount | undefined>;
  addFailure(kind: string, accountKey: string, nowMs: number): Promise<void>;
  clearFailures(kind: string, accountKey: string): Promise<void>;
  /** Forgets counters whose window has ended. */
  deleteEndedWindows(nowMs: number): Promise<void>;
  /** Forgets failure counts whose last failure is older than `beforeMs`. */
  deleteFailuresBefore(beforeMs: number): Promise<void>;
}

const toTimestamp = (parameter: string) => `to_timestamp(${parameter}::float8 / 1000)`;
const toMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

export function createThrottleRepository(db: Queryable): ThrottleRepository {
  return {
    async countHit(kind, key, windowMs, nowMs) {
      // One statement, so concurrent hits on one key (any server copy) are counted under the row's lock.
      const [row] = await db.query<{ hits: number; windowEndsAtMs: number }>(
        `INSERT INTO throttle_counters AS c (kind, key, hits, window_ends_at) VALUES ($1, $2, 1, ${toTimestamp('$3')})
         ON CONFLICT (kind, key) DO UPDATE SET
           hits = CASE WHEN c.window_ends_at <= ${toTimestamp('$4')} THEN 1 ELSE c.hits + 1 END,
           window_ends_at = CASE WHEN c.window_ends_at <= ${toTimestamp('$4')} THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
         RETURNING hits, ${toMs('window_ends_at')} AS "windowEndsAtMs"`,
        [kind, key, nowMs + windowMs, nowMs],
      );
      return { hits: Number(row!.hits), windowEndsAtMs: Number(row!.windowEndsAtMs) };
    },
    async refundHit(kind, key) {
      await db.query('UPDATE throttle_counters SET hits = GREATEST(hits - 1, 0) WHERE kind = $1 AND key = $2', [kind, key]);
    },
    async deleteCounter(kind, key) {
      await db.query('DELETE FROM throttle_counters WHERE kind = $1 AND key = $2', [kind, key]);
    },
    async failuresOf(kind, accountKey) {
      const [row] = await db.query<{ failures: number; lastFailureAtMs: number }>(
        `SELECT failures, ${toMs('last_failure_at')} AS "lastFailureAtMs" FROM throttle_failures WHERE kind = $1 AND account_key = $2`,
        [kind, accountKey],
      );
      return row && { failures: Number(row.failures), lastFailureAtMs: Number(row.lastFailureAtMs) };
    },
    async addFailure(kind, accountKey, nowMs) {
      await db.query(
        `INSERT INTO throttle_failures AS f (kind, account_key, failures, last_failure_at) VALUES ($1, $2, 1, ${toTimestamp('$3')})
         ON CONFLICT (kind, account_key) DO UPDATE SET failures = f.failures + 1, last_failure_at = EXCLUDED.last_failure_at`,
        [kind, accountKey, nowMs],
      );
    },
    async clearFailures(kind, accountKey) {
      await db.query('DELETE FROM throttle_failures WHERE kind = $1 AND account_key = $2', [kind, accountKey]);
    },
    async deleteEndedWindows(nowMs) {
      await db.query(`DELETE FROM throttle_counters WHERE window_ends_at <= ${toTimestamp('$1')}`, [nowMs]);
    },
    async deleteFailuresBefore(beforeMs) {
      await db.query(`DELETE FROM throttle_failures WHERE last_failure_at < ${toTimestamp('$1')}`, [beforeMs]);
    },
  };
}

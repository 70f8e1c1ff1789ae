// Audit events are kept AUDIT_RETENTION_DAYS (default 2190 = 6 years, the
// HIPAA documentation retention) and then deleted by a daily purge — the
// only delete the append-only trigger lets through.
import type { Database } from '../db/database.ts';
import { purgeAuditEventsBefore } from './audit-repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes the events older than `retentionDays` before `now`; resolves to how many went. */
export function purgeExpiredAuditEvents(db: Database, retentionDays: number, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * dayMs);
  return db.transaction((tx) => purgeAuditEventsBefore(tx, cutoff));
}

export interface RetentionJob {
  stop(): void;
}

/** Purges once a day (the first time an hour after start); the timer never keeps the process alive. */
export function startAuditRetention(
  db: Database,
  retentionDays: number,
  onError: (error: unknown) => void,
  { firstAfterMs = 60 * 60 * 1000, everyMs = dayMs }: { firstAfterMs?: number; everyMs?: number } = {},
): RetentionJob {
  let timer: NodeJS.Timeout;
  const run = () => {
    purgeExpiredAuditEvents(db, retentionDays).catch(onError);
    timer = setTimeout(run, everyMs).unref();
  };
  timer = setTimeout(run, firstAfterMs).unref();
  return { stop: () => clearTimeout(timer) };
}

// Web Vitals samples are kept 30 days (the admin reads at most 30) and then
// deleted by a daily purge, like the audit trail's retention.
import { startDailyPurge } from '../shared/daily-purge.ts';
import type { WebVitalsRepository } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
export const webVitalsRetentionDays = 30;

/** Deletes the samples older than the retention before `now`; resolves to how many went. */
export function purgeExpiredWebVitals(repository: WebVitalsRepository, now: Date = new Date()): Promise<number> {
  return repository.purgeBefore(new Date(now.getTime() - webVitalsRetentionDays * dayMs));
}

/** Purges once a day; the timer never keeps the process alive. */
export function startWebVitalsRetention(repository: WebVitalsRepository, onError: (error: unknown) => void): { stop(): void } {
  return startDailyPurge(() => purgeExpiredWebVitals(repository), onError);
}

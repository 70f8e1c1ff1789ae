// What the CSR reads when a search fails: the server's own words for a
// refused search (400, e.g. the §5 subsidiary message), how long to wait when
// searching too often (429, the throttle's Retry-After), else try later —
// never a technical text.
import { csrSearchFailure } from '@portal/api-client';
import type { Translate } from '../forms/translate.ts';

export function searchFailureText(error: unknown, t: Translate): string {
  const failure = csrSearchFailure(error);
  if (failure.kind === 'invalid' && failure.message) return failure.message;
  if (failure.kind === 'throttled') {
    const seconds = failure.retryAfterSeconds;
    return seconds && seconds > 0 ? t('search.throttled', { minutes: Math.ceil(seconds / 60) }) : t('search.throttledSoon');
  }
  return t('search.failed');
}

// The words a registration screen shows when a call fails (§8), chosen by
// the failure's kind. The server's own message (already in the person's
// language) is used where it says more, e.g. how long to wait after a 429.
import { accountCallFailure, type AccountCallFailure } from '@portal/api-client';
import type { Translate } from '../forms/translate.ts';

/** Failures every step treats alike: no connection, too many tries, a timed-out or out-of-order registration. */
export function commonFailureText(t: Translate, failure: AccountCallFailure): string | undefined {
  switch (failure.kind) {
    case 'network':
      return t('failures.network');
    case 'throttled':
      // Our words when the wait is known (they say how long); else the server's, else a general one.
      if (failure.retryAfterSeconds !== undefined) return t('failures.tooManyTries', { minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) });
      return failure.message ?? t('failures.tooManyTriesLater');
    case 'expired':
      return t('failures.expired');
    case 'outOfOrder':
      return t('failures.previousStep');
    default:
      return undefined;
  }
}

/** What to show for a failed call: the common texts, else `fallback` (the step's §8 text). */
export function failureText(t: Translate, error: unknown, fallback: string): string {
  return commonFailureText(t, accountCallFailure(error)) ?? fallback;
}

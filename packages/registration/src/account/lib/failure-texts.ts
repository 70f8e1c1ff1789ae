// §8 texts of the account calls, chosen by how the call failed
// (api-client's accountCallFailure). Where the spec says "shows the server
// message", the server's message is used: it is already in the member's
// language (Accept-Language).
import { accountCallFailure } from '@portal/api-client';
import type { FormOutcome } from '../forms/form-outcome.ts';
import type { Translate } from '../forms/translate.ts';

type Failed = Extract<FormOutcome, { ok: false }>;

/** §8 429: 'too many tries, wait N minutes' (at least one minute). */
function throttledText(t: Translate, key: string, retryAfterSeconds: number | undefined): string {
  return t(key, { count: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) });
}

/** §8 password change: 400 and 403 the server message, 406 the error summaries, 429 wait, else the connection text. */
export function passwordChangeFailure(error: unknown, t: Translate): Failed {
  const failure = accountCallFailure(error);
  const generic = t('security.changePassword.failed');
  switch (failure.kind) {
    case 'invalid':
    case 'forbidden':
      return { ok: false, message: failure.message ?? generic };
    case 'passwordPolicy': {
      const details = failure.failures.map((f) => f.summary);
      return details.length > 0 ? { ok: false, message: t('security.changePassword.policyTitle'), details } : { ok: false, message: failure.message ?? generic };
    }
    case 'throttled':
      return { ok: false, message: throttledText(t, 'security.throttled', failure.retryAfterSeconds) };
    default:
      return { ok: false, message: generic };
  }
}

/** §8 email change request: 403 the server message, 429 wait, else 'An error occurred while sending the one time passcode.' */
export function emailCodeRequestFailure(error: unknown, t: Translate): Failed {
  const failure = accountCallFailure(error);
  if (failure.kind === 'forbidden' && failure.message) return { ok: false, message: failure.message };
  if (failure.kind === 'throttled') return { ok: false, message: throttledText(t, 'security.throttled', failure.retryAfterSeconds) };
  return { ok: false, message: t('security.changeEmail.requestFailed') };
}

/** §8 email change validate: 429 wait, else 'An error occurred while updating the email address.' */
export function emailChangeFailure(error: unknown, t: Translate): Failed {
  const failure = accountCallFailure(error);
  if (failure.kind === 'throttled') return { ok: false, message: throttledText(t, 'security.throttled', failure.retryAfterSeconds) };
  return { ok: false, message: t('security.changeEmail.updateFailed') };
}

export type ConnectFailure = 'taken' | 'expired' | 'throttled' | 'failed';

/** Connecting a policy: another account has it (409), the verification is gone (404/410), too many tries, or §8 'could not add member data'. */
export function connectFailure(error: unknown): { reason: ConnectFailure; retryAfterSeconds?: number } {
  const failure = accountCallFailure(error);
  switch (failure.kind) {
    case 'memberHasAccount':
      return { reason: 'taken' };
    case 'notFound':
    case 'expired':
      return { reason: 'expired' };
    case 'throttled':
      return failure.retryAfterSeconds === undefined ? { reason: 'throttled' } : { reason: 'throttled', retryAfterSeconds: failure.retryAfterSeconds };
    default:
      return { reason: 'failed' };
  }
}

/** The 'too many tries' text of a connect failure. */
export function connectThrottledText(t: Translate, retryAfterSeconds: number | undefined): string {
  return throttledText(t, 'connecting.failure.throttled', retryAfterSeconds);
}

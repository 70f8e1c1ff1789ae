// Why a one-time code was refused (§5, §8), as a 'registration' text key: a
// wrong or expired code gets the spec's 'Your code doesn't match our
// records. Please try again.' (Spanish: the spec's 'incorrect or expired
// code, resend' text); a code tried too often, or none sent, asks for a new one.
import type { CodeRefusalReason } from '@portal/api-client';

export function codeRefusalKey(reason: CodeRefusalReason | undefined): string {
  switch (reason) {
    case 'tooManyTries':
      return 'code.tooManyTries';
    case 'noCode':
      return 'code.noCode';
    case 'expired':
      return 'code.expired';
    default:
      return 'code.mismatch';
  }
}

// Refusals of the registration calls that carry more than a message: a 429
// names its wait (Retry-After), a 409 says why (a step out of order, an email
// or member already taken). The 406 of a weak password is shared with self
// service (../shared/password-policy-refusal.ts).
import type { AccountConflictReason } from '@portal/contract';
import { HttpError } from '../../lib/http-error.ts';

/** Too many codes sent to this destination lately (§5 resend cap). */
export class CodeSendLimitError extends Error {
  override readonly name = 'CodeSendLimitError';
  constructor(readonly retryAfterSeconds: number) {
    super('code send limit');
  }
}

/** A 409 with its reason (contract AccountConflictError), so the site picks its text without guessing. */
export class RegistrationConflict extends HttpError {
  constructor(
    message: string,
    readonly reason: AccountConflictReason,
  ) {
    super(409, message);
  }
}

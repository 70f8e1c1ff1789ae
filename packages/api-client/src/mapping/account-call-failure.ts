// How an account call (registration, connect account, profile security)
// failed, in the screens' terms: a kind to choose the §8 text by,
// and the server's message (already in the member's language, sent by
// Accept-Language) where the spec says "shows the server message".
import type { AccountConflictReason, PasswordPolicyRule } from '@portal/contract';
import { HttpError, isHttpError } from '../http/http-error.ts';
import type { AccountCallId } from './account-call-ids.ts';

export type { PasswordPolicyRule } from '@portal/contract';

export type AccountCallFailureKind =
  /** 404: nobody matches (step 1 'Unable to find member'), or no such registration to connect. */
  | 'notFound'
  /** 410: the registration is unknown or expired (30 minutes after its last step): start again. */
  | 'expired'
  /** 409 on a registration step: a previous step is not done. */
  | 'outOfOrder'
  /** 409 on step 3: the email already has an account (§4: prompt to sign in). */
  | 'emailExists'
  /** 409 on step 5 or addMemberData: the member already has (or belongs to another) account. */
  | 'memberHasAccount'
  /** 429: too many tries; wait retryAfterSeconds. */
  | 'throttled'
  /** 406: the password breaks the §5 rules listed in failures. */
  | 'passwordPolicy'
  /** 403: e.g. the current password is incorrect, the new email cannot be used (server message). */
  | 'forbidden'
  /** 400: input the server refuses (server message). */
  | 'invalid'
  /** No answer: the connection dropped. */
  | 'network'
  | 'unknown';

/** One §5 rule a refused password breaks, with its summary in the member's language. */
export interface PasswordPolicyFailure {
  rule: PasswordPolicyRule;
  summary: string;
}

/** The kinds that carry nothing but an optional message. */
type PlainFailureKind = Exclude<AccountCallFailureKind, 'throttled' | 'passwordPolicy'>;

export type AccountCallFailure =
  | { kind: 'throttled'; message?: string; retryAfterSeconds?: number }
  | { kind: 'passwordPolicy'; message?: string; failures: PasswordPolicyFailure[] }
  | { kind: PlainFailureKind; message?: string };

/**
 * An HTTP error of a named account call: the call decides what a 409 means
 * (a step out of order, an email or a member that already has an account).
 * Still an HttpError, so status and body stay readable.
 */
export class AccountCallError extends HttpError {
  constructor(
    readonly callId: AccountCallId,
    error: HttpError,
  ) {
    super(error.status, error.body, error.retryAfterSeconds);
  }
}

/** What a 409 of each call means; the registration steps not named answer 409 only out of order. */
const conflictKinds: Partial<Record<AccountCallId, PlainFailureKind>> = {
  // The server checks step 2 first, so a 409 after a verified identity is a taken email.
  submitRegistrationEmail: 'emailExists',
  createRegistrationPassword: 'memberHasAccount',
  addMemberData: 'memberHasAccount',
};

function failuresOf(body: unknown): PasswordPolicyFailure[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    const { rule, summary } = (entry ?? {}) as { rule?: unknown; summary?: unknown };
    return typeof rule === 'string' && typeof summary === 'string' ? [{ rule: rule as PasswordPolicyRule, summary }] : [];
  });
}

/** What the server's 409 reason (contract AccountConflictError) means for a screen. */
const conflictReasonKinds: Record<AccountConflictReason, PlainFailureKind> = {
  previousStepFirst: 'outOfOrder',
  unknownPhone: 'outOfOrder',
  emailExists: 'emailExists',
  memberHasAccount: 'memberHasAccount',
  memberOfAnotherAccount: 'memberHasAccount',
  accountHasAnotherMember: 'memberHasAccount',
};

function conflictKindOf(body: unknown, callId: AccountCallId | undefined): PlainFailureKind {
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (typeof reason === 'string' && Object.hasOwn(conflictReasonKinds, reason)) {
    return conflictReasonKinds[reason as AccountConflictReason];
  }
  // An answer without a reason (an older server): what a 409 of that call most likely means.
  return (callId && conflictKinds[callId]) ?? 'outOfOrder';
}

function kindOfStatus(status: number, body: unknown, callId: AccountCallId | undefined): PlainFailureKind {
  switch (status) {
    case 400:
      return 'invalid';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return conflictKindOf(body, callId);
    case 410:
      return 'expired';
    default:
      return 'unknown';
  }
}

function withMessage<T extends object>(failure: T, message: string | undefined): T & { message?: string } {
  return message === undefined ? failure : { ...failure, message };
}

/** The failure of an account call, from what it raised (an HttpError, a dropped connection, anything else). */
export function accountCallFailure(error: unknown): AccountCallFailure {
  if (!isHttpError(error)) {
    // fetch (and the upload XHR) reject a dropped connection with a TypeError.
    return { kind: error instanceof TypeError ? 'network' : 'unknown' };
  }
  const message = error.serverMessage;
  if (error.status === 429) {
    return withMessage(error.retryAfterSeconds === undefined ? { kind: 'throttled' } : { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds }, message);
  }
  if (error.status === 406) return withMessage({ kind: 'passwordPolicy', failures: failuresOf(error.body) }, message);
  const callId = error instanceof AccountCallError ? error.callId : undefined;
  return withMessage({ kind: kindOfStatus(error.status, error.body, callId) }, message);
}

/** Runs an account call, naming it on any HTTP error it raises so accountCallFailure can tell what a 409 means. */
export async function asAccountCall<T>(callId: AccountCallId, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw isHttpError(error) ? new AccountCallError(callId, error) : error;
  }
}

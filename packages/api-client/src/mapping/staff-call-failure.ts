// How a customer-service or access-management call failed, in the
// screens' terms: a kind to choose the en/es text by, and the server's
// message (already in the site's language, sent by Accept-Language) where the
// screen shows it. Each call's failure function decides what its 404 and 409
// mean.
import { isHttpError } from '../http/http-error.ts';

/** What every staff call may fail with. */
export type StaffCallFailure =
  /** 400: input the server refuses, e.g. a subsidiary that is not ALIC's (§5), a date range over 366 days. */
  | { kind: 'invalid'; message?: string }
  /** 403: the signed-in account lacks the role (not a CSR; not an admin), or a member token the CSR may not use. */
  | { kind: 'forbidden'; message?: string }
  /** 429: too many searches; wait retryAfterSeconds. */
  | { kind: 'throttled'; message?: string; retryAfterSeconds?: number }
  /** 404: nothing with that id or email (or the call does not exist on this site). */
  | { kind: 'notFound'; message?: string }
  /** No answer: the connection dropped. */
  | { kind: 'network' }
  | { kind: 'unknown'; message?: string };

/** grantCsrRole and revokeCsrRole add what their 409 means. */
export type RoleChangeFailure =
  | StaffCallFailure
  /** 409 on grant: the email is a member's account (members cannot be staff). */
  | { kind: 'memberAccount'; message?: string }
  /** 409 on revoke: an admin cannot revoke their own role. */
  | { kind: 'ownAccount'; message?: string };

function withMessage<T extends object>(failure: T, message: string | undefined): T & { message?: string } {
  return message === undefined ? failure : { ...failure, message };
}

/** The failure of any staff call (CSR search, access log, messages, access management). */
export function staffCallFailure(error: unknown): StaffCallFailure {
  if (!isHttpError(error)) return { kind: error instanceof TypeError ? 'network' : 'unknown' };
  const message = error.serverMessage;
  switch (error.status) {
    case 400:
      return withMessage({ kind: 'invalid' }, message);
    case 403:
      return withMessage({ kind: 'forbidden' }, message);
    case 404:
      return withMessage({ kind: 'notFound' }, message);
    case 429:
      return withMessage(
        error.retryAfterSeconds === undefined ? { kind: 'throttled' } : { kind: 'throttled', retryAfterSeconds: error.retryAfterSeconds },
        message,
      );
    default:
      return withMessage({ kind: 'unknown' }, message);
  }
}

/** searchMembersForCsr: 400 a subsidiary not ALIC's (server message), 403 not a CSR, 429 throttled. */
export const csrSearchFailure: (error: unknown) => StaffCallFailure = staffCallFailure;

/** grantCsrRole: 404 no account has the email; 409 the account is a member's. */
export function grantCsrRoleFailure(error: unknown): RoleChangeFailure {
  if (isHttpError(error) && error.status === 409) return withMessage({ kind: 'memberAccount' }, error.serverMessage);
  return staffCallFailure(error);
}

/** revokeCsrRole: 404 no such staff account; 409 the admin's own account. */
export function revokeCsrRoleFailure(error: unknown): RoleChangeFailure {
  if (isHttpError(error) && error.status === 409) return withMessage({ kind: 'ownAccount' }, error.serverMessage);
  return staffCallFailure(error);
}

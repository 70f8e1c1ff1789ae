// One-time codes of registration and email change (§5: 5 minutes, at most 5
// wrong tries): the domain's `code` is the wire's `otp`, and the answer
// `data` says whether it was accepted, `reason` why not.
import type { CodeCheckResponse } from '@portal/contract';

export type CodeRefusalReason = NonNullable<CodeCheckResponse['reason']>;

export interface CodeCheck {
  verified: boolean;
  /** Why the code was not accepted: wrong, older than 5 minutes, too many wrong tries, none sent. */
  reason?: CodeRefusalReason;
}

/** Where a code was sent, masked ('m•••@example.com'). */
export interface CodeSent {
  sentTo: string;
}

/** The code as typed, without spaces (a pasted '123 456' is the code 123456). */
export function otpOf(code: string): string {
  return code.replace(/\s/g, '');
}

export function toCodeCheck(wire: Pick<CodeCheckResponse, 'data' | 'reason'>): CodeCheck {
  return wire.data || wire.reason === undefined ? { verified: wire.data } : { verified: false, reason: wire.reason };
}

export function toCodeSent(wire: { sentTo: string }): CodeSent {
  return { sentTo: wire.sentTo };
}

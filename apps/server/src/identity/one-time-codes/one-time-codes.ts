// One-time codes (spec §5, §9): six digits by email and text,
// five by voice, valid 5 minutes, stored only as a hash, void after 5 wrong
// tries, sending capped per destination. The implementation lives in
// one-time-code-store.ts; this is the shape its callers rely on.
import type { Partner } from '@portal/core';
import type { MessageChannel } from '../../messaging/messenger.ts';

/** What a code proves; a code issued for one purpose never verifies another. */
export type CodePurpose =
  | 'registrationIdentity'
  | 'registrationEmail'
  | 'registrationPhone'
  | 'emailChange'
  | 'passwordReset'
  | 'signInSecondFactor';

export interface IssueCodeRequest {
  readonly partner: Partner;
  readonly purpose: CodePurpose;
  /** Whose code it is: a registration referenceId or an account id. A new code replaces the subject's earlier one. */
  readonly subject: string;
  /** Where it goes: an email address, or ten phone digits for text and voice. */
  readonly destination: string;
  readonly channel: MessageChannel;
  readonly language: 'en' | 'es';
}

export type IssueCodeResult =
  | { readonly sent: true; readonly expiresAt: Date }
  /** Too many codes sent to this destination lately; try again after the given seconds. */
  | { readonly sent: false; readonly reason: 'sendLimit'; readonly retryAfterSeconds: number };

export interface VerifyCodeRequest {
  readonly partner: Partner;
  readonly purpose: CodePurpose;
  readonly subject: string;
  readonly code: string;
}

export type VerifyCodeResult =
  | { readonly valid: true; readonly destination: string }
  | { readonly valid: false; readonly reason: 'incorrect' | 'expired' | 'tooManyTries' | 'noCode' };

export interface OneTimeCodes {
  /** Makes a code, stores its hash and sends it through the messenger in the given language. */
  issue(request: IssueCodeRequest): Promise<IssueCodeResult>;
  /** Checks a code; a correct one is used up, the 5th wrong try voids it. */
  verify(request: VerifyCodeRequest): Promise<VerifyCodeResult>;
}

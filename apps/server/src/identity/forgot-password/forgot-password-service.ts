// Forgot password at the identity provider: an email → a
// code to the account with that email (the same answer whether one exists:
// no enumeration) → the code and a new password → the password replaced,
// the account signed out everywhere, a notice emailed.
import type { Partner } from '@portal/core';
import type { Throttle } from '../../plugins/throttle.ts';
import type { AccountRecord } from '../accounts/account-repository.ts';
import type { ForgotPasswordReferences } from './forgot-password-reference.ts';
import type { OneTimeCodes } from '../one-time-codes/one-time-codes.ts';
import type { PasswordReplacement } from '../accounts/password-replacement.ts';
import { checkPassword, passwordPolicyFailure, type PasswordPolicyFailure } from '../password-policy/password-policy.ts';
import type { Language } from '../texts.ts';

export interface ForgotPasswordDependencies {
  findAccountByEmail: (partner: Partner, email: string) => Promise<AccountRecord | undefined>;
  codes: OneTimeCodes;
  replacement: PasswordReplacement;
  references: ForgotPasswordReferences;
  /** Wrong codes count against the email (throttle kind 'codeEntry'). */
  failures: Pick<Throttle, 'recordFailure' | 'clearFailures'>;
  /** A code that could not be stored or sent (it is sent after the answer). */
  onSendFailure: (error: unknown) => void;
  /** The password was reset: password.reset in the audit trail. */
  onReset?: (account: AccountRecord) => Promise<void>;
}

export interface ResetRequest {
  partner: Partner;
  reference: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  language: Language;
}

export type CodeProblem = 'codeInvalid' | 'codeIncorrect';

export type ResetOutcome =
  | { readonly outcome: 'done' }
  | { readonly outcome: 'expired' }
  | { readonly outcome: 'refused'; readonly codeProblem?: CodeProblem; readonly policyFailures: readonly PasswordPolicyFailure[] };

const codeShape = /^\d{6}$/;

export const normalizedEmail = (email: string) => email.trim().toLowerCase();

export function createForgotPassword({ findAccountByEmail, codes, replacement, references, failures, onSendFailure, onReset }: ForgotPasswordDependencies) {
  async function sendCode(partner: Partner, email: string, language: Language) {
    const account = await findAccountByEmail(partner, email);
    if (!account) return;
    // A send over the cap is not told: it would say the account exists. The
    // throttle's 'codeSending' guard in front answers visible limits for any email.
    await codes.issue({ partner, purpose: 'passwordReset', subject: account.id, destination: account.email, channel: 'email', language });
  }

  /** Not awaited: storing and mailing a code takes time an unknown email would not, which would tell them apart. */
  function sendCodeAfterAnswer(partner: Partner, email: string, language: Language) {
    sendCode(partner, email, language).catch(onSendFailure);
  }

  return {
    /** Sends a code when an account has the email; resolves to the reset's reference either way. */
    async start(partner: Partner, email: string, language: Language): Promise<string> {
      const state = { partner, email: normalizedEmail(email) };
      sendCodeAfterAnswer(partner, state.email, language);
      return references.create(state);
    },

    /** A new code for the reset's email; undefined when the reference expired. */
    async resend(partner: Partner, reference: string, language: Language): Promise<string | undefined> {
      const state = references.read(reference, partner);
      if (!state) return undefined;
      sendCodeAfterAnswer(partner, state.email, language);
      return references.create(state);
    },

    /** The email a genuine, unexpired reference is for (the throttle's account key). */
    emailOf: (partner: Partner, reference: string) => references.read(reference, partner)?.email,

    async reset({ partner, reference, code, newPassword, confirmPassword, language }: ResetRequest): Promise<ResetOutcome> {
      const state = references.read(reference, partner);
      if (!state) return { outcome: 'expired' };
      const account = await findAccountByEmail(partner, state.email);

      // The passwords first: a right code is used up when verified, so it is checked last.
      const policy = checkPassword(newPassword, { userId: state.email, firstName: account?.firstName, lastName: account?.lastName }, language);
      const policyFailures = [
        ...(policy.ok ? [] : policy.failures),
        ...(newPassword !== confirmPassword ? [passwordPolicyFailure('confirmation', language)] : []),
      ];
      const codeProblem: CodeProblem | undefined = codeShape.test(code.trim()) ? undefined : 'codeInvalid';
      if (codeProblem || policyFailures.length > 0) return { outcome: 'refused', codeProblem, policyFailures };

      const verified = account
        ? await codes.verify({ partner, purpose: 'passwordReset', subject: account.id, code: code.trim() })
        : { valid: false as const };
      if (!account || !verified.valid) {
        await failures.recordFailure('codeEntry', state.email);
        return { outcome: 'refused', codeProblem: 'codeIncorrect', policyFailures: [] };
      }
      await replacement.replace(account, newPassword, language);
      await onReset?.(account);
      await failures.clearFailures('codeEntry', state.email);
      // A reset is what lets an account in again after many wrong passwords (plugins/throttling: signIn, keyed by email).
      await failures.clearFailures('signIn', state.email);
      return { outcome: 'done' };
    },
  };
}
export type ForgotPassword = ReturnType<typeof createForgotPassword>;

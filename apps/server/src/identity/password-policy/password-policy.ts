// The account-password policy (§5 + NIST SP 800-63B-4) every password that is
// set goes through — registration, change, reset: the shared rules of
// @portal/core plus the server's blocklist of common and breached passwords.
import { failedPasswordPolicyRules, type PasswordPolicyErrorRule } from '@portal/core';
import { isCommonPassword } from './common-passwords.ts';
import { passwordPolicySummaries, type PolicyLanguage } from './password-policy-texts.ts';

export interface PasswordOwnerInfo {
  /** The sign-in email (only its local part counts as personal). */
  readonly userId?: string | null | undefined;
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
}

export interface PasswordPolicyFailure {
  readonly rule: PasswordPolicyErrorRule;
  readonly summary: string;
}

export type PasswordCheck = { readonly ok: true } | { readonly ok: false; readonly failures: PasswordPolicyFailure[] };

/** A failure of one rule, its summary in the caller's language (e.g. 'confirmation' for a form's second entry). */
export function passwordPolicyFailure(rule: PasswordPolicyErrorRule, language: PolicyLanguage = 'en'): PasswordPolicyFailure {
  return { rule, summary: passwordPolicySummaries[language][rule] };
}

/** Every rule the password breaks, with summaries in `language`; ok when none. */
export function checkPassword(password: string, owner: PasswordOwnerInfo = {}, language: PolicyLanguage = 'en'): PasswordCheck {
  const rules: PasswordPolicyErrorRule[] = failedPasswordPolicyRules(password, owner);
  if (isCommonPassword(password)) rules.push('blocklisted');
  return rules.length === 0 ? { ok: true } : { ok: false, failures: rules.map((rule) => passwordPolicyFailure(rule, language)) };
}

export type { PolicyLanguage };

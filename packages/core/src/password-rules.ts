// The account-password policy's own rules (§5 + NIST SP 800-63B-4) under the
// names the API answers with (PasswordPolicyError.errors[].rule), for the
// browser's forms and the server alike. The blocklist of common and breached
// passwords is the server's (apps/server/src/identity/password-policy/common-passwords.ts): too big for
// a browser bundle.
import { failedPasswordRules, type AccountPasswordRule, type PasswordOwner } from './validation.ts';

/** NIST 800-63B-4 asks verifiers to accept at least 64 characters; longer than this is refused. */
export const passwordMaxLength = 128;

/** Rules a password can break without the server (in the order they are reported). */
export const passwordPolicyRules = ['minLength', 'number', 'uppercase', 'lowercase', 'special', 'personalInfo'] as const;
export type PasswordPolicyRule = (typeof passwordPolicyRules)[number];

/** Every rule name of a PasswordPolicyError, including the server-only blocklist and the form's confirmation. */
export type PasswordPolicyErrorRule = PasswordPolicyRule | 'blocklisted' | 'confirmation';

const wireRuleOf: Record<AccountPasswordRule, PasswordPolicyRule> = {
  minLength: 'minLength',
  number: 'number',
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  special: 'special',
  noUserIdPart: 'personalInfo',
  noFirstNamePart: 'personalInfo',
  noLastNamePart: 'personalInfo',
};

/** The user ID is the sign-in email; only its local part is personal ('jane.doe@example.com' → 'jane.doe'). */
export function userIdLocalPart(userId: string | null | undefined): string {
  return (userId ?? '').split('@')[0] ?? '';
}

/**
 * The policy rules a password breaks (empty when none): 15 to 128 characters
 * ('minLength' names the length rule either way), a number, an upper- and a
 * lower-case letter, a special character, and no part of 3 or more
 * characters of the user ID's local part, first or last name ('personalInfo').
 */
export function failedPasswordPolicyRules(password: string, owner: PasswordOwner = {}): PasswordPolicyRule[] {
  const failed = new Set(
    failedPasswordRules(password, { ...owner, userId: userIdLocalPart(owner.userId) }).map((rule) => wireRuleOf[rule]),
  );
  if (password.length > passwordMaxLength) failed.add('minLength');
  return passwordPolicyRules.filter((rule) => failed.has(rule));
}

// Step 5 (§5 account password): at least 15 characters (at most 128), a
// number, an upper- and a lower-case letter, a special character, no part of
// the user ID, first or last name (core's rules, the same the server checks);
// typed twice. The blocklist is the server's: its 406 is shown beside.
import { failedPasswordRules, passwordMaxLength, userIdLocalPart, type PasswordOwner } from '@portal/core';
import { object, string } from 'yup';
import type { Translate } from './translate.ts';

export interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export const emptyPassword: PasswordValues = { password: '', confirmPassword: '' };

/** The owner as the rules read it: only the local part of the sign-in email is personal. */
export function passwordOwner(owner: PasswordOwner): PasswordOwner {
  return { ...owner, userId: userIdLocalPart(owner.userId) };
}

export function createPasswordSchema(t: Translate, owner: PasswordOwner) {
  const rulesOwner = passwordOwner(owner);
  return object({
    password: string()
      .required(t('password.required'))
      .max(passwordMaxLength, t('password.tooLong', { max: passwordMaxLength }))
      .test('rules', t('password.rulesNotMet'), (value) => failedPasswordRules(value ?? '', rulesOwner).length === 0),
    confirmPassword: string()
      .required(t('password.confirmRequired'))
      .test('match', t('password.mismatch'), function match(value) {
        return value === this.parent.password;
      }),
  });
}

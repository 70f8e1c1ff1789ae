// §2/§5 change password: the current password is required; the new one follows
// the account rules (15 to 128 characters, a number, an upper- and a
// lower-case letter, a special character, no part of the user ID, first or
// last name — core's failedPasswordPolicyRules, the rules the server checks)
// and must match its confirmation. The server adds what only it can check
// (the blocklist, 'same as current') and answers 406 / 400.
import { failedPasswordPolicyRules, passwordMaxLength, type PasswordOwner } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePassword: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function createChangePasswordSchema(t: Translate, owner: PasswordOwner) {
  const tooLong = t('security.changePassword.tooLong', { max: passwordMaxLength });
  return object({
    // Not trimmed: a password is exactly what was typed.
    currentPassword: string().required(t('security.changePassword.currentRequired')).max(passwordMaxLength, tooLong),
    newPassword: string()
      .required(t('security.changePassword.newRequired'))
      .max(passwordMaxLength, tooLong)
      .test('rules', sharedText(t, 'validation.invalidPassword'), (value) => failedPasswordPolicyRules(value ?? '', owner).length === 0),
    confirmPassword: string()
      .required(t('security.changePassword.confirmRequired'))
      .test('match', t('security.changePassword.mismatch'), (value, context) => value === (context.parent as ChangePasswordValues).newPassword),
  });
}

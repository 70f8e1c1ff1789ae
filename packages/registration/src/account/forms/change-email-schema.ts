// §5 change email: a valid address ('Enter a valid email address'), at most 60
// characters (§9), typed twice ('The email addresses do no match' — the
// spec's own words); then the six-digit code sent to the new address
// ('Enter a valid Verification Code').
import { emailMaxLength, emailsMatch, isValidEmail, isValidVerificationCode } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export interface ChangeEmailValues {
  newEmail: string;
  confirmEmail: string;
}

export const emptyChangeEmail: ChangeEmailValues = { newEmail: '', confirmEmail: '' };

export function createChangeEmailSchema(t: Translate) {
  const invalidEmail = sharedText(t, 'validation.invalidEmail');
  return object({
    newEmail: string()
      .trim()
      .required(invalidEmail)
      .max(emailMaxLength, t('security.changeEmail.tooLong', { max: emailMaxLength }))
      .test('email', invalidEmail, (value) => isValidEmail(value ?? '')),
    confirmEmail: string()
      .trim()
      .required(invalidEmail)
      .test('match', sharedText(t, 'validation.emailsDoNotMatch'), (value, context) =>
        emailsMatch(value ?? '', (context.parent as ChangeEmailValues).newEmail ?? ''),
      ),
  });
}

export interface EmailCodeValues {
  code: string;
}

export function createEmailCodeSchema(t: Translate) {
  const invalidCode = sharedText(t, 'validation.invalidVerificationCode');
  return object({
    code: string()
      .trim()
      .required(invalidCode)
      .test('code', invalidCode, (value) => isValidVerificationCode(value ?? '', 'email')),
  });
}

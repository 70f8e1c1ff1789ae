// §5 email: the standard address pattern ('Enter a valid email address'),
// at most 60 characters (§9), and on step 3 typed twice ('The email addresses
// do no match' — the spec's wording kept).
import { emailMaxLength, emailsMatch, isValidEmail } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export function emailField(t: Translate) {
  const invalid = sharedText(t, 'validation.invalidEmail');
  return string()
    .trim()
    .required(invalid)
    .max(emailMaxLength, t('email.tooLong'))
    .test('email', invalid, (value) => isValidEmail(value ?? ''));
}

export interface EmailValues {
  email: string;
  confirmEmail: string;
}

export const emptyEmail: EmailValues = { email: '', confirmEmail: '' };

export function createEmailSchema(t: Translate) {
  return object({
    email: emailField(t),
    confirmEmail: string()
      .trim()
      .required(sharedText(t, 'validation.invalidEmail'))
      .test('match', sharedText(t, 'validation.emailsDoNotMatch'), function match(value) {
        return emailsMatch(value ?? '', String(this.parent.email ?? ''));
      }),
  });
}

export interface DependentEmailValues {
  email: string;
}

export function createDependentEmailSchema(t: Translate) {
  return object({ email: emailField(t) });
}

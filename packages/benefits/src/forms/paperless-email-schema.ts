// §5: paperless email — a valid address of at most 60 characters, entered
// twice; the entries must match ('The email addresses do no match', sic).
import { emailMaxLength, emailsMatch, isValidEmail } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export interface PaperlessEmailValues {
  email: string;
  confirmEmail: string;
}

export function createPaperlessEmailSchema(t: Translate) {
  const invalidEmail = sharedText(t, 'validation.invalidEmail');
  return object({
    email: string()
      .required(invalidEmail)
      .max(emailMaxLength, invalidEmail)
      .test('email', invalidEmail, (value) => isValidEmail(value ?? '')),
    confirmEmail: string()
      .required(invalidEmail)
      .test('match', sharedText(t, 'validation.emailsDoNotMatch'), function matches(value) {
        return emailsMatch(value ?? '', this.parent.email ?? '');
      }),
  });
}

// §3 contact form: subject, phone, claim number, comments. §5: fields marked
// * are required and the phone must be valid.
import type { ContactSubject } from '@portal/api-client';
import { isValidPhone, stripPhone } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export const commentsMaxLength = 2000;

export interface ContactFormValues {
  subject: ContactSubject | '';
  phone: string;
  claimNumber: string;
  comments: string;
}

export const emptyContactForm: ContactFormValues = { subject: '', phone: '', claimNumber: '', comments: '' };

export function createContactFormSchema(t: Translate) {
  return object({
    subject: string().required(t('contact.form.errors.subjectRequired')),
    phone: string()
      .required(sharedText(t, 'validation.invalidPhone'))
      .test('phone', sharedText(t, 'validation.invalidPhone'), (value) => isValidPhone(value ?? '')),
    claimNumber: string()
      .trim()
      .max(20, sharedText(t, 'validation.invalidClaimNumber'))
      .matches(/^[A-Za-z0-9-]*$/, sharedText(t, 'validation.invalidClaimNumber')),
    comments: string().trim().required(t('contact.form.errors.commentsRequired')).max(commentsMaxLength),
  });
}

/** The form as the contact-form call takes it: phone as its 10 digits, no empty claim number. */
export function toContactFormInput(values: ContactFormValues) {
  const claimNumber = values.claimNumber.trim();
  return {
    subject: values.subject as ContactSubject,
    phone: stripPhone(values.phone),
    comments: values.comments.trim(),
    ...(claimNumber ? { claimNumber } : {}),
  };
}

// §3 contact form (subject, phone, claim number, comments) about a coverage
// line: domain input → the exact wire body of members/contactForm.
import type { ContactFormRequest, ContactFormResponse } from '@portal/contract';
import { contactSubjects } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import { optionalField, phoneDigitsOf } from './form-values.ts';

/** §3 subjects the contact form offers, as the contract's codes. */
export { contactSubjects };
export type ContactSubject = (typeof contactSubjects)[number];

export interface ContactFormInput {
  /** The coverage line the message is about. */
  spdc: Spdc;
  subject: ContactSubject;
  /** Digits, or as typed with the (###) ###-#### mask. */
  phone: string;
  /** Optional; empty is left out. */
  claimNumber?: string;
  comments: string;
}

export interface ContactFormReceipt {
  /** Reference to quote when calling customer service. */
  referenceNumber: string;
}

export function toContactFormRequest(input: ContactFormInput): ContactFormRequest {
  return {
    subsidiaryNumber: input.spdc.subsidiaryNumber,
    policyNumber: input.spdc.policyNumber,
    divisionNumber: input.spdc.divisionNumber,
    certificateNumber: input.spdc.certificateNumber,
    subject: input.subject,
    phone: phoneDigitsOf(input.phone),
    ...optionalField('claimNumber', input.claimNumber),
    comments: input.comments.trim(),
  };
}

export function toContactFormReceipt(wire: ContactFormResponse): ContactFormReceipt {
  return { referenceNumber: wire.referenceNumber };
}

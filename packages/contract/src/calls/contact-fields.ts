// Form fields shared by the nomination and contact forms (§5 formats).
import { emailMaxLength } from '@portal/core';
import Type from 'typebox';

/** §5: a phone number travels as its 10 digits, stripped of the (###) ###-#### mask. */
export const phoneDigits = (description: string) =>
  Type.String({ pattern: '^[0-9]{10}$', description: `${description} (10 digits)` });

/** §5: ZIP, 5 digits or ZIP+4 with a hyphen or a space. */
export const zipCode = (description: string) =>
  Type.String({ pattern: '^[0-9]{5}(?:[- ][0-9]{4})?$', description: `${description} (5 digits or ZIP+4)` });

export const stateCode = (description: string) =>
  Type.String({ pattern: '^[A-Z]{2}$', description: `${description} (two-letter code)` });

export const emailAddress = (description: string) =>
  Type.String({ format: 'email', maxLength: emailMaxLength, description });

/** A required text entry: not empty, bounded (§5 generic input max 256). */
export const requiredText = (description: string, maxLength = 256) =>
  Type.String({ minLength: 1, maxLength, description });

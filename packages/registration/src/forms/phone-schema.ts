// Step 4 (§5 phone): shown as (###) ###-####, 10 digits ('Enter a valid
// 10-digit phone number'), typed twice ('Both phone numbers must match'),
// and the way the code comes: text (6 digits) or voice (5 digits).
import { isValidPhone, phonesMatch, stripPhone } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export type PhoneChannel = 'text' | 'voice';

export interface PhoneValues {
  phone: string;
  confirmPhone: string;
  channel: PhoneChannel;
}

export const emptyPhone: PhoneValues = { phone: '', confirmPhone: '', channel: 'text' };

export function createPhoneSchema(t: Translate) {
  const invalid = sharedText(t, 'validation.invalidPhone');
  return object({
    phone: string().required(invalid).test('phone', invalid, (value) => isValidPhone(value ?? '')),
    confirmPhone: string()
      .required(invalid)
      .test('match', sharedText(t, 'validation.phonesMustMatch'), function match(value) {
        return phonesMatch(value ?? '', String(this.parent.phone ?? ''));
      }),
    channel: string().oneOf(['text', 'voice']).required(),
  });
}

export function toPhoneInput(values: PhoneValues) {
  return { phoneNumber: stripPhone(values.phone), channel: values.channel };
}

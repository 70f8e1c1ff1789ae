// §5 verification codes: six digits by email and text, five by voice.
// Empty → 'Enter a valid Verification Code'; anything but the right number of
// digits → 'Please enter a valid code.'
import { verificationCodeLengths, type VerificationChannel } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export interface CodeValues {
  code: string;
}

export const emptyCode: CodeValues = { code: '' };

export function createCodeSchema(t: Translate, channel: VerificationChannel) {
  const length = verificationCodeLengths[channel];
  return object({
    code: string()
      .trim()
      .required(sharedText(t, 'validation.invalidVerificationCode'))
      .matches(new RegExp(`^\\d{${length}}$`), sharedText(t, 'validation.invalidCode')),
  });
}

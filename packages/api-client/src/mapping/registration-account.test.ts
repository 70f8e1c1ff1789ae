import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import {
  phoneNumberDigits,
  toCreatedAccount,
  toPhoneCodeSent,
  toRegistrationEmailCodeRequest,
  toRegistrationEmailRequest,
  toRegistrationPasswordRequest,
  toRegistrationPhoneCodeRequest,
  toRegistrationPhoneRequest,
} from './registration-account.ts';

const referenceId = 'Zm9yLXJlZ2lzdHJhdGlvbg';

describe('registration steps 3–5 mapping', () => {
  it('sends the sign-in email trimmed and its code as otp', () => {
    expect(toRegistrationEmailRequest({ referenceId, email: ' olivia.martinez@example.com ' })).toStrictEqual(callSamples.submitRegistrationEmail.body);
    expect(toRegistrationEmailCodeRequest({ referenceId, code: '104729' })).toStrictEqual(callSamples.verifyRegistrationEmailCode.body);
  });

  it('sends the phone as its 10 digits however it was typed (§5 mask, digits, +1)', () => {
    expect(toRegistrationPhoneRequest({ referenceId, phone: '(402) 555-0148', channel: 'voice' })).toStrictEqual(
      callSamples.submitRegistrationPhone.body,
    );
    expect(phoneNumberDigits('4025550148')).toBe('4025550148');
    expect(phoneNumberDigits('+1 402 555 0148')).toBe('4025550148');
    expect(phoneNumberDigits('402-555-01')).toBe('40255501');
  });

  it('answers the phone being confirmed, and sends its code with it', () => {
    expect(toPhoneCodeSent(callSamples.submitRegistrationPhone.response)).toStrictEqual({ factorId: 'phf_8Qm2xT' });
    expect(toRegistrationPhoneCodeRequest({ referenceId, factorId: 'phf_8Qm2xT', code: '50317' })).toStrictEqual(
      callSamples.verifyRegistrationPhoneCode.body,
    );
  });

  it('sends the password exactly as typed (spaces count) and the confirmation only when given', () => {
    expect(
      toRegistrationPasswordRequest({ referenceId, password: 'Harbor-Lantern-47-Quietly', confirmPassword: 'Harbor-Lantern-47-Quietly' }),
    ).toStrictEqual(callSamples.createRegistrationPassword.body);
    expect(toRegistrationPasswordRequest({ referenceId, password: ' spaced Out 1! pass ' })).toStrictEqual({
      referenceId,
      password: ' spaced Out 1! pass ',
    });
  });

  it('answers the created account by its sign-in email', () => {
    expect(toCreatedAccount(callSamples.createRegistrationPassword.response)).toStrictEqual({ userId: 'olivia.martinez@example.com' });
  });
});

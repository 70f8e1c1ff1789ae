import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { otpOf, toCodeCheck } from './registration-codes.ts';
import {
  ssnOfDigits,
  toClaimNumberCheckRequest,
  toIdentityCheck,
  toIdentityCodeRequest,
  toMemberIdCheckRequest,
} from './registration-identity.ts';

const referenceId = 'Zm9yLXJlZ2lzdHJhdGlvbg';

describe('registration step 2 mapping (connect your account)', () => {
  it('sends claim number and source code trimmed, and reads valid as verified', () => {
    expect(toClaimNumberCheckRequest({ referenceId, claimNumber: ' D2507100123 ', sourceCode: 'PPO1 ' })).toStrictEqual(
      callSamples.verifyRegistrationClaimNumber.body,
    );
    expect(toIdentityCheck({ status: 'SUCCESS', valid: true })).toStrictEqual({ verified: true });
    expect(toIdentityCheck({ status: 'SUCCESS', valid: false })).toStrictEqual({ verified: false });
  });

  it('sends exactly one of member ID and SSN; the SSN as ###-##-#### however it was typed', () => {
    expect(toMemberIdCheckRequest({ referenceId, memberId: '100 234 567' })).toStrictEqual(callSamples.verifyRegistrationMemberId.body);
    expect(toMemberIdCheckRequest({ referenceId, ssn: '123456789' })).toStrictEqual({ referenceId, ssn: '123-45-6789' });
    expect(toMemberIdCheckRequest({ referenceId, ssn: '123-45-6789' })).toStrictEqual({ referenceId, ssn: '123-45-6789' });
    expect(ssnOfDigits('12345')).toBe('12345');
  });

  it('sends the emailed code as otp, without spaces', () => {
    expect(toIdentityCodeRequest({ referenceId, code: '482 913' })).toStrictEqual(callSamples.verifyRegistrationIdentityCode.body);
    expect(otpOf(' 12345 ')).toBe('12345');
  });

  it('reads a code answer as verified, with the reason when it was not accepted', () => {
    expect(toCodeCheck({ data: true })).toStrictEqual({ verified: true });
    expect(toCodeCheck({ data: false, reason: 'tooManyTries' })).toStrictEqual({ verified: false, reason: 'tooManyTries' });
    expect(toCodeCheck({ data: false })).toStrictEqual({ verified: false });
    // An accepted code carries no refusal reason, whatever the answer says.
    expect(toCodeCheck({ data: true, reason: 'incorrect' })).toStrictEqual({ verified: true });
  });
});

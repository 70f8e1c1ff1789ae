import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import {
  toChangePasswordRequest,
  toEmailChange,
  toEmailChangeCodeRequest,
  toEmailChangeValidation,
  toMemberConnected,
  toPasswordChanged,
} from './self-service.ts';

describe('self-service mapping', () => {
  it('sends the passwords as typed, the confirmation only when given, and answers the server message', () => {
    const { currentPassword, newPassword, confirmPassword } = callSamples.changePassword.body;
    expect(toChangePasswordRequest({ currentPassword, newPassword, confirmPassword })).toStrictEqual(callSamples.changePassword.body);
    expect(toChangePasswordRequest({ currentPassword: ' a ', newPassword: 'b' })).toStrictEqual({ currentPassword: ' a ', newPassword: 'b' });
    expect(toPasswordChanged(callSamples.changePassword.response)).toStrictEqual({ message: 'Your password was changed. Please sign in again.' });
  });

  it('sends the new email trimmed, and its code as otp', () => {
    expect(toEmailChangeCodeRequest({ newEmail: ' olivia.m@example.org' })).toStrictEqual(callSamples.requestEmailChangeCode.body);
    expect(toEmailChangeValidation({ newEmail: 'olivia.m@example.org ', code: '730 418' })).toStrictEqual(callSamples.validateEmailChange.body);
  });

  it('reads an email change as changed only for data true with SUCCESS, else with the reason', () => {
    expect(toEmailChange(callSamples.validateEmailChange.response)).toStrictEqual({ changed: true });
    expect(toEmailChange({ status: 'SUCCESS', data: false, message: 'INCORRECT', reason: 'expired' })).toStrictEqual({ changed: false, reason: 'expired' });
    expect(toEmailChange({ status: 'SUCCESS', data: false, message: 'INCORRECT' })).toStrictEqual({ changed: false });
    expect(toEmailChange({ status: 'SUCCESS', data: true, message: 'INCORRECT' })).toStrictEqual({ changed: false });
  });

  it('reads a connected member', () => {
    expect(toMemberConnected(callSamples.addMemberData.response)).toStrictEqual({ connected: true });
  });
});

// Profile security and connecting a policy (§2, §4, §8): change password,
// change email with a code sent to the new address, connect the member a
// registration verified to the signed-in account.
import type {
  AddMemberDataResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  EmailChangeCodeRequest,
  EmailChangeValidation,
  EmailChangeValidationResponse,
} from '@portal/contract';
import { otpOf, type CodeRefusalReason } from './registration-codes.ts';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** The new password typed again; when given the server checks it matches. */
  confirmPassword?: string;
}

export interface PasswordChanged {
  /** The server's word in the member's language (sign in again). */
  message: string;
}

export interface EmailChangeCodeInput {
  newEmail: string;
}

export interface EmailChangeValidationInput {
  newEmail: string;
  code: string;
}

export interface EmailChange {
  /** The sign-in email is now the new one (§4: wait 3000 ms, sign out). */
  changed: boolean;
  reason?: CodeRefusalReason;
}

export interface MemberConnected {
  connected: true;
}

/** Passwords are sent exactly as typed. */
export function toChangePasswordRequest(input: ChangePasswordInput): ChangePasswordRequest {
  return {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    ...(input.confirmPassword === undefined ? {} : { confirmPassword: input.confirmPassword }),
  };
}

export function toPasswordChanged(wire: ChangePasswordResponse): PasswordChanged {
  return { message: wire.message };
}

export function toEmailChangeCodeRequest(input: EmailChangeCodeInput): EmailChangeCodeRequest {
  return { newEmail: input.newEmail.trim() };
}

export function toEmailChangeValidation(input: EmailChangeValidationInput): EmailChangeValidation {
  return { newEmail: input.newEmail.trim(), otp: otpOf(input.code) };
}

/** data true (message SUCCESS) is a changed email; INCORRECT or false is not, whatever else it says. */
export function toEmailChange(wire: EmailChangeValidationResponse): EmailChange {
  const changed = wire.data && wire.message === 'SUCCESS';
  if (changed) return { changed };
  return wire.reason === undefined ? { changed } : { changed, reason: wire.reason };
}

export function toMemberConnected(wire: AddMemberDataResponse): MemberConnected {
  return { connected: wire.data };
}

// Registration steps 3–5 (§2, §5, §7): the sign-in email and its code, the
// optional phone and its code (text or voice), the password. Phones travel
// as their 10 digits.
import type {
  RegistrationEmailCodeRequest,
  RegistrationEmailRequest,
  RegistrationPasswordRequest,
  RegistrationPasswordResponse,
  RegistrationPhoneCodeRequest,
  RegistrationPhoneRequest,
  RegistrationPhoneResponse,
} from '@portal/contract';
import { otpOf } from './registration-codes.ts';

export type PhoneCodeChannel = RegistrationPhoneRequest['channel'];

export interface RegistrationEmailInput {
  referenceId: string;
  email: string;
}

export interface RegistrationEmailCodeInput {
  referenceId: string;
  code: string;
}

export interface RegistrationPhoneInput {
  referenceId: string;
  /** As typed: '(555) 123-4567', digits, or with the US country code 1. */
  phone: string;
  /** Text (six-digit code) or voice call (five digits). */
  channel: PhoneCodeChannel;
}

export interface PhoneCodeSent {
  /** The phone being confirmed; the code check names it. */
  factorId: string;
}

export interface RegistrationPhoneCodeInput {
  referenceId: string;
  factorId: string;
  code: string;
}

export interface RegistrationPasswordInput {
  referenceId: string;
  password: string;
  /** The password typed again; when given the server checks it matches (rule 'confirmation'). */
  confirmPassword?: string;
}

export interface CreatedAccount {
  /** The email the new account signs in with. */
  userId: string;
}

/** §5: the 10 digits of a US phone; a leading country code 1 ('+1 555 123 4567') is dropped. */
export function phoneNumberDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

export function toRegistrationEmailRequest(input: RegistrationEmailInput): RegistrationEmailRequest {
  return { referenceId: input.referenceId, email: input.email.trim() };
}

export function toRegistrationEmailCodeRequest(input: RegistrationEmailCodeInput): RegistrationEmailCodeRequest {
  return { referenceId: input.referenceId, otp: otpOf(input.code) };
}

export function toRegistrationPhoneRequest(input: RegistrationPhoneInput): RegistrationPhoneRequest {
  return { referenceId: input.referenceId, phoneNumber: phoneNumberDigits(input.phone), channel: input.channel };
}

export function toPhoneCodeSent(wire: RegistrationPhoneResponse): PhoneCodeSent {
  return { factorId: wire.factorId };
}

export function toRegistrationPhoneCodeRequest(input: RegistrationPhoneCodeInput): RegistrationPhoneCodeRequest {
  return { referenceId: input.referenceId, factorId: input.factorId, otp: otpOf(input.code) };
}

/** Passwords are sent exactly as typed: spaces count (NIST 800-63B-4). */
export function toRegistrationPasswordRequest(input: RegistrationPasswordInput): RegistrationPasswordRequest {
  return {
    referenceId: input.referenceId,
    password: input.password,
    ...(input.confirmPassword === undefined ? {} : { confirmPassword: input.confirmPassword }),
  };
}

export function toCreatedAccount(wire: RegistrationPasswordResponse): CreatedAccount {
  return { userId: wire.data.userId };
}

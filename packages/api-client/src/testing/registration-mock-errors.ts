// Error answers of the mock account routes, shaped as the server's
// ErrorResponse (and PasswordPolicyError for 406), English texts.
import type { AccountConflictReason, PasswordPolicyError, PasswordPolicyRule } from '@portal/contract';
import { failedPasswordPolicyRules, passwordMaxLength, passwordMinLength, type PasswordOwner } from '@portal/core';
import type { MockAnswer } from './mock-routes.ts';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  406: 'Not Acceptable',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function mockErrorAnswer(status: number, message: string, headers?: Record<string, string>): MockAnswer {
  const body = { statusCode: status, error: reasonPhrases[status] ?? 'Error', message };
  return headers ? { httpStatus: status, body, headers } : { httpStatus: status, body };
}

/** A 409 with its reason, as the server's AccountConflictError. */
export function mockConflictAnswer(message: string, reason: AccountConflictReason): MockAnswer {
  return { httpStatus: 409, body: { statusCode: 409, error: reasonPhrases[409], message, reason } };
}

/** The server's English texts (apps/server registration, self-service and throttle texts). */
export const mockAccountMessages = {
  notFound: 'Unable to find member',
  expired: 'Your registration has expired. Please start again.',
  outOfOrder: 'Complete the previous step first.',
  emailExists: 'An account with this email address already exists. Please sign in.',
  memberHasAccount: 'Unable to register, contact customer service',
  otherAccount: 'This member is already connected to another account.',
  noEmailOnFile: 'There is no email address on file for you. Please verify your identity another way.',
  unknownPhone: 'This is not the phone being verified. Please enter your phone number again.',
  invalidEmail: 'Enter a valid email address',
  throttled: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
  },
  passwordPolicy: 'Your password does not meet the requirements.',
  newPasswordPolicy: 'Your new password does not meet the password rules.',
  currentPasswordIncorrect: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current password.',
  emailSame: 'This is already your sign-in email.',
  emailUnusable: 'This email address cannot be used. Please choose another one.',
  passwordChanged: 'Your password was changed. Please sign in again.',
  unavailable: 'Something went wrong. Please try again later.',
} as const;

/** 429 with Retry-After, as the server's throttle answers. */
export function mockThrottledAnswer(retryAfterSeconds: number): MockAnswer {
  return mockErrorAnswer(429, mockAccountMessages.throttled(retryAfterSeconds), { 'Retry-After': String(retryAfterSeconds) });
}

const ruleSummaries: Record<PasswordPolicyRule, string> = {
  minLength: `Use at least ${passwordMinLength} characters (at most ${passwordMaxLength}).`,
  number: 'Include a number.',
  uppercase: 'Include an uppercase letter.',
  lowercase: 'Include a lowercase letter.',
  special: 'Include a special character.',
  personalInfo: 'Do not use any part of your user ID, first name or last name.',
  blocklisted: 'This password is too common or has appeared in a data breach. Choose a different one.',
  confirmation: 'The passwords do not match.',
};

/** A few passwords that pass the character rules but that the server's breached-password list holds. */
export const mockBlocklistedPasswords = ['Password123456!', 'Qwerty123456789!', 'Welcome2024!Welcome'] as const;

/** The rules a password breaks: core's policy rules (as the server checks them), the mock blocklist and the confirmation. */
export function brokenPasswordRules(password: string, owner: PasswordOwner, confirmPassword?: string): PasswordPolicyRule[] {
  const rules: PasswordPolicyRule[] = failedPasswordPolicyRules(password, owner);
  if (mockBlocklistedPasswords.some((blocked) => blocked.toLowerCase() === password.toLowerCase())) rules.push('blocklisted');
  if (confirmPassword !== undefined && confirmPassword !== password) rules.push('confirmation');
  return rules;
}

/** 406 PasswordPolicyError listing every rule broken, or undefined when the password is acceptable. */
export function mockPasswordPolicyAnswer(
  password: string,
  owner: PasswordOwner,
  confirmPassword?: string,
  message: string = mockAccountMessages.passwordPolicy,
): MockAnswer | undefined {
  const rules = brokenPasswordRules(password, owner, confirmPassword);
  if (rules.length === 0) return undefined;
  const body: PasswordPolicyError = {
    statusCode: 406,
    error: reasonPhrases[406]!,
    message,
    errors: rules.map((rule) => ({ rule, summary: ruleSummaries[rule] })),
  };
  return { httpStatus: 406, body };
}

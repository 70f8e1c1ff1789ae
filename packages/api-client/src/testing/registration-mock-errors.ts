// Error answers of the mock account routes, shaped as the server's
// ErrorResponse (and PasswordPolicyError for 406), English texts.
import type { PasswordPolicyError, PasswordPolicyRule } from '@portal/contract';
import { failedPasswordRules, type AccountPasswordRule, type PasswordOwner } from '@portal/core';
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

export const mockAccountMessages = {
  notFound: 'Unable to find member',
  expired: 'Your registration has expired. Please start again.',
  outOfOrder: 'Complete the previous step first.',
  emailExists: 'An account with this email already exists.',
  memberHasAccount: 'This member already has an account.',
  otherAccount: 'This member is connected to another account.',
  noEmailOnFile: 'There is no email address on file for this member.',
  invalidEmail: 'Enter a valid email address',
  throttled: 'Too many tries. Please wait and try again.',
  currentPasswordIncorrect: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current password.',
  emailUnusable: 'This email address cannot be used.',
  passwordChanged: 'Your password was changed. Please sign in again.',
  unavailable: 'Something went wrong. Please try again later.',
} as const;

/** 429 with Retry-After, as the server's throttle answers. */
export function mockThrottledAnswer(retryAfterSeconds: number): MockAnswer {
  return mockErrorAnswer(429, mockAccountMessages.throttled, { 'Retry-After': String(retryAfterSeconds) });
}

const ruleSummaries: Record<PasswordPolicyRule, string> = {
  minLength: 'Use at least 15 characters.',
  number: 'Include a number.',
  uppercase: 'Include an uppercase letter.',
  lowercase: 'Include a lowercase letter.',
  special: 'Include a special character.',
  personalInfo: 'Do not use part of your email, first name or last name.',
  blocklisted: 'This password is too common. Choose another one.',
  confirmation: 'The passwords do not match.',
};

/** A few passwords that pass the character rules but that a breached-password list holds. */
export const mockBlocklistedPasswords = ['Password123456!', 'Qwerty123456789!', 'Welcome2024!Welcome'] as const;

const wireRuleOf: Record<AccountPasswordRule, PasswordPolicyRule> = {
  minLength: 'minLength',
  number: 'number',
  uppercase: 'uppercase',
  lowercase: 'lowercase',
  special: 'special',
  noUserIdPart: 'personalInfo',
  noFirstNamePart: 'personalInfo',
  noLastNamePart: 'personalInfo',
};

/** The rules a password breaks by §5 (core's rules), the mock blocklist and the confirmation. */
export function brokenPasswordRules(password: string, owner: PasswordOwner, confirmPassword?: string): PasswordPolicyRule[] {
  const rules = new Set(failedPasswordRules(password, owner).map((rule) => wireRuleOf[rule]));
  if (mockBlocklistedPasswords.some((blocked) => blocked.toLowerCase() === password.toLowerCase())) rules.add('blocklisted');
  if (confirmPassword !== undefined && confirmPassword !== password) rules.add('confirmation');
  return [...rules];
}

/** 406 PasswordPolicyError listing every rule broken, or undefined when the password is acceptable. */
export function mockPasswordPolicyAnswer(password: string, owner: PasswordOwner, confirmPassword?: string): MockAnswer | undefined {
  const rules = brokenPasswordRules(password, owner, confirmPassword);
  if (rules.length === 0) return undefined;
  const body: PasswordPolicyError = {
    statusCode: 406,
    error: reasonPhrases[406]!,
    message: 'Your password does not meet the requirements.',
    errors: rules.map((rule) => ({ rule, summary: ruleSummaries[rule] })),
  };
  return { httpStatus: 406, body };
}

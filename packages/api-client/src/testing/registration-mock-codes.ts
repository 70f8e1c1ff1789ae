// One-time codes of the mock account routes, by the server's rules (§5, §9):
// the right code is '123456' ('12345' by voice), `mockOneTimeCodes.expired`
// answers as a code older than 5 minutes, any other is wrong, and the 5th
// wrong try voids the code until a new one is sent.
import type { CodeCheckResponse } from '@portal/contract';
import { verificationCodeLengths, type VerificationChannel } from '@portal/core';

export const mockOneTimeCodes = Object.freeze({
  /** The right code by email or text. */
  right: '123456',
  /** The right code by voice call (five digits). */
  rightByVoice: '12345',
  /** A code the mock treats as sent more than 5 minutes ago. */
  expired: '999999',
});

/** §5: at most 5 wrong tries void a code. */
export const mockMaxCodeTries = 5;

export interface MockCode {
  channel: VerificationChannel;
  wrongTries: number;
  voided: boolean;
}

export function newMockCode(channel: VerificationChannel): MockCode {
  return { channel, wrongTries: 0, voided: false };
}

function rightCodeOf(channel: VerificationChannel): string {
  return verificationCodeLengths[channel] === 5 ? mockOneTimeCodes.rightByVoice : mockOneTimeCodes.right;
}

/** Checks a code as the server does, counting wrong tries; `data` true only for the right, live code. */
export function checkMockCode(code: MockCode | undefined, otp: string): Pick<CodeCheckResponse, 'data' | 'reason'> {
  if (!code) return { data: false, reason: 'noCode' };
  if (code.voided) return { data: false, reason: 'tooManyTries' };
  if (otp === mockOneTimeCodes.expired) return { data: false, reason: 'expired' };
  if (otp === rightCodeOf(code.channel)) {
    code.voided = true; // a code is good once
    return { data: true };
  }
  code.wrongTries += 1;
  if (code.wrongTries >= mockMaxCodeTries) {
    code.voided = true;
    return { data: false, reason: 'tooManyTries' };
  }
  return { data: false, reason: 'incorrect' };
}

/** 'olivia.martinez@example.com' → 'o•••@example.com', as the server masks where a code went. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

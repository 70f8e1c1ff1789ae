// Registration step 2 (connect your account, §2/§5): the person proves they
// are the member found in step 1 by a claim number and source code, an
// emailed code, or a member ID or Social Security number.
import type { ClaimNumberCheckRequest, IdentityCheckResponse, IdentityCodeRequest, MemberIdCheckRequest } from '@portal/contract';
import { otpOf } from './registration-codes.ts';

export interface ClaimNumberCheckInput {
  referenceId: string;
  claimNumber: string;
  sourceCode: string;
}

/** Exactly one of member ID (9–14 digits) and SSN (digits or ###-##-####). */
export type MemberIdCheckInput = { referenceId: string; memberId: string; ssn?: never } | { referenceId: string; ssn: string; memberId?: never };

export interface IdentityCodeInput {
  referenceId: string;
  code: string;
}

export interface IdentityCheck {
  /** The answer matches the member found in step 1. */
  verified: boolean;
}

export function toClaimNumberCheckRequest(input: ClaimNumberCheckInput): ClaimNumberCheckRequest {
  return { referenceId: input.referenceId, claimNumber: input.claimNumber.trim(), sourceCode: input.sourceCode.trim() };
}

/** §5 SSN ###-##-####: nine digits as typed (with or without the dashes) in that form. */
export function ssnOfDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === 9 ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : value.trim();
}

export function toMemberIdCheckRequest(input: MemberIdCheckInput): MemberIdCheckRequest {
  if (input.memberId !== undefined) return { referenceId: input.referenceId, memberId: input.memberId.replace(/\s/g, '') };
  return { referenceId: input.referenceId, ssn: ssnOfDigits(input.ssn) };
}

export function toIdentityCodeRequest(input: IdentityCodeInput): IdentityCodeRequest {
  return { referenceId: input.referenceId, otp: otpOf(input.code) };
}

export function toIdentityCheck(wire: IdentityCheckResponse): IdentityCheck {
  return { verified: wire.valid };
}

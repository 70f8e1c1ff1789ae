// Step 2 by number: a member ID of 9 to 14 digits ('Please enter a valid ID
// number.') or a Social Security number ###-##-#### ('Enter a valid SSN') —
// exactly one, as chosen. The SSN lives only in the form, never in a store.
import { isValidMemberId, isValidSsn } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

export type MemberNumberKind = 'memberId' | 'ssn';

export interface MemberIdValues {
  kind: MemberNumberKind;
  memberId: string;
  ssn: string;
}

export const emptyMemberId: MemberIdValues = { kind: 'memberId', memberId: '', ssn: '' };

/** §5 SSN shown as ###-##-####, built up as digits are typed; at most 9 digits. */
export function formatSsn(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function createMemberIdSchema(t: Translate) {
  const invalidId = sharedText(t, 'validation.invalidMemberId');
  const invalidSsn = sharedText(t, 'validation.invalidSsn');
  return object({
    kind: string().oneOf(['memberId', 'ssn']).required(),
    memberId: string().when('kind', {
      is: 'memberId',
      then: (field) => field.trim().required(invalidId).test('memberId', invalidId, (value) => isValidMemberId(value ?? '')),
    }),
    ssn: string().when('kind', {
      is: 'ssn',
      then: (field) => field.trim().required(invalidSsn).test('ssn', invalidSsn, (value) => isValidSsn(value ?? '')),
    }),
  });
}

/** Exactly one of the two numbers, as the call takes it. */
export function toMemberNumber(values: MemberIdValues): { memberId: string } | { ssn: string } {
  return values.kind === 'ssn' ? { ssn: values.ssn.trim() } : { memberId: values.memberId.trim() };
}

// Registration step 1 (find you) and the dependent's email (§2, §7): domain
// input ↔ wire. The date of birth is 'YYYY-MM-DD' in the domain and a date
// with time at midnight UTC on the wire; the partner comes from the
// ApiContext, never from a screen.
import type { DependentEmailRequest, FindMemberRequest, FindMemberResponse } from '@portal/contract';
import type { Partner } from '@portal/core';
import { optionalField } from './form-values.ts';

export interface FindMemberInput {
  firstName: string;
  lastName: string;
  /** ISO date 'YYYY-MM-DD' (core's dateOfBirthToIso turns the §5 mm/dd/yyyy entry into it). */
  dateOfBirth: string;
  /** Five digits. */
  zipCode: string;
  /** Who registers: the member (default) or a dependent on their policy (an adult; a minor is refused, 'forbidden'). */
  registrant?: 'member' | 'dependent';
}

export interface FoundMember {
  /** Names the registration in every later step; expires 30 minutes after the last one. */
  referenceId: string;
  /** The member has an email on file, so step 2 may offer an email passcode. */
  canVerifyByEmail: boolean;
  /** The partner the registration belongs to. */
  partner: Partner;
}

export interface DependentEmailInput {
  email: string;
  firstName?: string;
  lastName?: string;
}

const wireMidnight = 'T00:00:00.000Z';

/** 'YYYY-MM-DD' → 'YYYY-MM-DDT00:00:00.000Z'; anything else is refused rather than sent. */
export function dateOfBirthToWire(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new RangeError(`Not a YYYY-MM-DD date: "${isoDate}"`);
  return `${isoDate}${wireMidnight}`;
}

/** 'YYYY-MM-DDT00:00:00.000Z' (or any ISO date with time) → 'YYYY-MM-DD'. */
export function dateOfBirthFromWire(wire: string): string {
  return wire.slice(0, 10);
}

export function toFindMemberRequest(input: FindMemberInput, subsidiary: Partner): FindMemberRequest {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    dateOfBirth: dateOfBirthToWire(input.dateOfBirth.trim()),
    zipCode: input.zipCode.trim(),
    subsidiary,
    ...(input.registrant === 'dependent' ? { registrant: 'dependent' as const } : {}),
  };
}

export function toFoundMember(wire: FindMemberResponse): FoundMember {
  return { referenceId: wire.referenceId, canVerifyByEmail: wire.emailAvailable, partner: wire.subsidiary };
}

export function toDependentEmailRequest(input: DependentEmailInput): DependentEmailRequest {
  return {
    newEmail: input.email.trim(),
    ...optionalField('firstName', input.firstName),
    ...optionalField('lastName', input.lastName),
  };
}

// The CSR's SPDC search (§1, §3 CSR search): the four numbers are required,
// digits only, and the subsidiary must be one of the site's (§5 per brand:
// ALIC's are 0, 10, 26 and 30 — 'Please enter a valid subsidiary number for
// ALIC.'). Date of birth (mm/dd/yyyy, §5), ZIP, names and email only narrow
// the search, so they are optional but checked when filled in.
import type { CsrMemberSearchInput } from '@portal/api-client';
import { dateOfBirthToIso, isSubsidiaryOfPartner, isValidDateOfBirth, isValidEmail, isValidName, isValidZip, type Partner } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

/** The contract's widest number (999 999 999) has nine digits. */
export const spdcPartMaxLength = 9;
/** The contract's longest name and email filters. */
export const nameMaxLength = 40;
export const emailMaxLength = 60;

export interface CsrSearchValues {
  subsidiary: string;
  policy: string;
  division: string;
  certificate: string;
  /** mm/dd/yyyy as typed. */
  dateOfBirth: string;
  zipCode: string;
  firstName: string;
  lastName: string;
  email: string;
}

export const emptyCsrSearch: CsrSearchValues = {
  subsidiary: '',
  policy: '',
  division: '',
  certificate: '',
  dateOfBirth: '',
  zipCode: '',
  firstName: '',
  lastName: '',
  email: '',
};

const digits = /^\d+$/;

function spdcPart(t: Translate, requiredKey: string) {
  return string()
    .trim()
    .required(t(requiredKey))
    .matches(digits, t('search.validation.digitsOnly'))
    .max(spdcPartMaxLength, t('search.validation.digitsOnly'));
}

function optionalName(t: Translate) {
  const invalidName = t('search.validation.invalidName');
  return string()
    .trim()
    .max(nameMaxLength, invalidName)
    .test('name', invalidName, (value) => !value || isValidName(value));
}

export function createCsrSearchSchema(t: Translate, partner: Partner) {
  const invalidSubsidiary = sharedText(t, 'validation.invalidSubsidiaryNumber');
  return object({
    subsidiary: spdcPart(t, 'search.validation.subsidiaryRequired').test(
      'subsidiary-of-site',
      invalidSubsidiary,
      (value) => !value || !digits.test(value) || isSubsidiaryOfPartner(Number(value), partner),
    ),
    policy: spdcPart(t, 'search.validation.policyRequired'),
    division: spdcPart(t, 'search.validation.divisionRequired'),
    certificate: spdcPart(t, 'search.validation.certificateRequired'),
    dateOfBirth: string()
      .trim()
      .test('date', sharedText(t, 'validation.invalidDate'), (value) => !value || isValidDateOfBirth(value)),
    zipCode: string()
      .trim()
      .test('zip', sharedText(t, 'validation.invalidZip'), (value) => !value || isValidZip(value)),
    firstName: optionalName(t),
    lastName: optionalName(t),
    email: string()
      .trim()
      .max(emailMaxLength, sharedText(t, 'validation.invalidEmailSentence'))
      .test('email', sharedText(t, 'validation.invalidEmailSentence'), (value) => !value || isValidEmail(value)),
  });
}

/** What the search sends: the four numbers, and only the filters filled in (trimmed; the date as yyyy-mm-dd). */
export function toCsrSearchCriteria(values: CsrSearchValues): CsrMemberSearchInput {
  const filled = (value: string) => value.trim() || undefined;
  const dateOfBirth = filled(values.dateOfBirth);
  return {
    spdc: {
      subsidiaryNumber: Number(values.subsidiary.trim()),
      policyNumber: Number(values.policy.trim()),
      divisionNumber: Number(values.division.trim()),
      certificateNumber: Number(values.certificate.trim()),
    },
    ...(dateOfBirth ? { dateOfBirth: dateOfBirthToIso(dateOfBirth) } : {}),
    ...(filled(values.zipCode) ? { zipCode: filled(values.zipCode) } : {}),
    ...(filled(values.firstName) ? { firstName: filled(values.firstName) } : {}),
    ...(filled(values.lastName) ? { lastName: filled(values.lastName) } : {}),
    ...(filled(values.email) ? { email: filled(values.email) } : {}),
  };
}

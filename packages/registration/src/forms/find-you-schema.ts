// Step 1 "find you" (§5): first and last name required, name characters only;
// date of birth mm/dd/yyyy (1900-2099, real month lengths and leap years);
// ZIP 5 digits — ZIP+4 as the shared ZIP input allows, of which the first 5 go
// to the server.
import { dateOfBirthToIso, isValidDateOfBirth, isValidName, isValidZipPlus4 } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

/** The contract's longest name (registration personName). */
export const nameMaxLength = 64;

export interface FindYouValues {
  firstName: string;
  lastName: string;
  /** mm/dd/yyyy as typed. */
  dateOfBirth: string;
  zipCode: string;
}

export const emptyFindYou: FindYouValues = { firstName: '', lastName: '', dateOfBirth: '', zipCode: '' };

export function createFindYouSchema(t: Translate) {
  const invalidName = t('findYou.invalidName');
  return object({
    firstName: string()
      .trim()
      .required(sharedText(t, 'validation.firstNameRequired'))
      .max(nameMaxLength, invalidName)
      .test('name', invalidName, (value) => isValidName(value ?? '')),
    lastName: string()
      .trim()
      .required(sharedText(t, 'validation.lastNameRequired'))
      .max(nameMaxLength, invalidName)
      .test('name', invalidName, (value) => isValidName(value ?? '')),
    dateOfBirth: string()
      .trim()
      .required(sharedText(t, 'validation.dateOfBirthRequired'))
      .test('date', sharedText(t, 'validation.invalidDate'), (value) => isValidDateOfBirth(value ?? '')),
    zipCode: string()
      .trim()
      .required(sharedText(t, 'validation.invalidZip'))
      .test('zip', sharedText(t, 'validation.invalidZip'), (value) => isValidZipPlus4(value ?? '')),
  });
}

/** What step 1 sends: trimmed names, the date as yyyy-mm-dd, the 5-digit ZIP. */
export function toFindMemberInput(values: FindYouValues) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: dateOfBirthToIso(values.dateOfBirth) ?? '',
    zipCode: values.zipCode.trim().slice(0, 5),
  };
}

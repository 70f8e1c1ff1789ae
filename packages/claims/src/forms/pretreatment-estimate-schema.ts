// §2 /pretreatment-estimate "submit pretreatment estimate info": the patient,
// the dentist (name, office phone), the planned treatment, and optionally its
// date and a phone to reach the member. §5 phone rules and messages ('Enter a
// valid 10-digit phone number'), §5 date rules (mm/dd/yyyy, 1900-2099, real
// month lengths: 'Please choose a valid date.'). The date is optional, as the
// contract allows (a member often does not know it before the estimate), but
// when given it is today or later.
import type { PretreatmentEstimateRequestInput } from '@portal/api-client';
import { dateOfBirthToIso, isValidDateOfBirth, isValidPhone, stripPhone } from '@portal/core';
import { object, string } from 'yup';
import { localIsoDate } from '../lib/local-iso-date.ts';
import { sharedText, type Translate } from './translate.ts';

/** Contract limits of the two free-text fields. */
export const dentistNameMaxLength = 100;
export const plannedTreatmentMaxLength = 1000;

export interface PretreatmentEstimateValues {
  /** Patient.claimant. */
  claimant: string;
  dentistName: string;
  dentistPhone: string;
  plannedTreatment: string;
  /** mm/dd/yyyy as typed; '' when the member does not know it yet. */
  plannedDate: string;
  contactPhone: string;
}

export const emptyPretreatmentEstimate: PretreatmentEstimateValues = {
  claimant: '',
  dentistName: '',
  dentistPhone: '',
  plannedTreatment: '',
  plannedDate: '',
  contactPhone: '',
};

export function createPretreatmentEstimateSchema(t: Translate, today: () => string = () => localIsoDate()) {
  const invalidPhone = sharedText(t, 'validation.invalidPhone');
  const invalidDate = sharedText(t, 'validation.invalidDate');
  return object({
    claimant: string().required(t('pretreatment.form.errors.patientRequired')),
    dentistName: string()
      .trim()
      .required(t('pretreatment.form.errors.dentistNameRequired'))
      .max(dentistNameMaxLength),
    dentistPhone: string()
      .required(invalidPhone)
      .test('phone', invalidPhone, (value) => isValidPhone(value ?? '')),
    plannedTreatment: string()
      .trim()
      .required(t('pretreatment.form.errors.plannedTreatmentRequired'))
      .max(plannedTreatmentMaxLength),
    plannedDate: string()
      .test('date', invalidDate, (value) => !value || isValidDateOfBirth(value))
      .test('future', t('pretreatment.form.errors.plannedDateInPast'), (value) => {
        const iso = dateOfBirthToIso(value ?? '');
        return iso === undefined || iso >= today();
      }),
    contactPhone: string().test('phone', invalidPhone, (value) => !value || isValidPhone(value)),
  });
}

/** What the request carries besides the coverage line: trimmed texts, phones as 10 digits, the date as ISO. */
export type PretreatmentEstimateInput = Omit<PretreatmentEstimateRequestInput, 'spdc'>;

export function toPretreatmentEstimateInput(values: PretreatmentEstimateValues): PretreatmentEstimateInput {
  const contactPhone = stripPhone(values.contactPhone);
  const plannedDate = dateOfBirthToIso(values.plannedDate);
  return {
    claimant: values.claimant,
    dentistName: values.dentistName.trim(),
    dentistPhone: stripPhone(values.dentistPhone),
    plannedTreatment: values.plannedTreatment.trim(),
    ...(plannedDate ? { plannedDate } : {}),
    ...(contactPhone ? { contactPhone } : {}),
  };
}

// §3 nomination fields and the seven specialties; §5 nomination fields are
// required ("Please enter the provider's name"), phone, ZIP and email valid
// (ZIP as the shared input takes it: 5 digits or ZIP+4).
import type { ProviderSpecialty } from '@portal/api-client';
import { isValidEmail, isValidPhone, isValidZipPlus4, stateNumbers, stripPhone } from '@portal/core';
import { object, string } from 'yup';
import { sharedText, type Translate } from './translate.ts';

/** The two-letter codes of §9's state map (50 states and DC), alphabetically. */
export const stateCodes: readonly string[] = Object.keys(stateNumbers).sort();

export interface NominationValues {
  providerName: string;
  practiceName: string;
  specialty: ProviderSpecialty | '';
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  fax: string;
  email: string;
  nominatorName: string;
  nominatorAddress: string;
  nominatorPhone: string;
  nominatorEmail: string;
  nominatorEmployer: string;
  shareNominatorName: 'yes' | 'no' | '';
}

export const emptyNomination: NominationValues = {
  providerName: '',
  practiceName: '',
  specialty: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  fax: '',
  email: '',
  nominatorName: '',
  nominatorAddress: '',
  nominatorPhone: '',
  nominatorEmail: '',
  nominatorEmployer: '',
  shareNominatorName: '',
};

const required = (t: Translate, key: string) => string().trim().required(t(`nominate.errors.${key}`)).max(256);

export function createNominationSchema(t: Translate) {
  const invalidPhone = sharedText(t, 'validation.invalidPhone');
  const invalidEmail = sharedText(t, 'validation.invalidEmail');
  const phone = (message: string) => string().required(message).test('phone', invalidPhone, (value) => isValidPhone(value ?? ''));
  return object({
    // §5 word for word: "Please enter the provider's name".
    providerName: string().trim().required(sharedText(t, 'validation.providerNameRequired')).max(256),
    practiceName: required(t, 'practiceNameRequired'),
    specialty: string().required(t('nominate.errors.specialtyRequired')),
    street: required(t, 'streetRequired'),
    city: required(t, 'cityRequired').max(64),
    state: string().required(t('nominate.errors.stateRequired')),
    zip: string()
      .required(sharedText(t, 'validation.invalidZip'))
      .test('zip', sharedText(t, 'validation.invalidZip'), (value) => isValidZipPlus4(value ?? '')),
    phone: phone(invalidPhone),
    fax: string().test('fax', invalidPhone, (value) => !value || isValidPhone(value)),
    email: string()
      .max(60, invalidEmail)
      .test('email', invalidEmail, (value) => !value || isValidEmail(value)),
    nominatorName: required(t, 'nominatorNameRequired'),
    nominatorAddress: required(t, 'nominatorAddressRequired').max(512),
    nominatorPhone: phone(invalidPhone),
    nominatorEmail: string()
      .required(invalidEmail)
      .max(60, invalidEmail)
      .test('email', invalidEmail, (value) => isValidEmail(value ?? '')),
    nominatorEmployer: required(t, 'nominatorEmployerRequired'),
    shareNominatorName: string().required(t('nominate.errors.shareNominatorNameRequired')),
  });
}

/** The nomination as the call takes it: phones as 10 digits, optional fields left out when empty. */
export function toNominationInput(values: NominationValues) {
  const fax = stripPhone(values.fax);
  const email = values.email.trim();
  return {
    providerName: values.providerName.trim(),
    practiceName: values.practiceName.trim(),
    specialty: values.specialty as ProviderSpecialty,
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip.trim(),
    phone: stripPhone(values.phone),
    ...(fax ? { fax } : {}),
    ...(email ? { email } : {}),
    nominatorName: values.nominatorName.trim(),
    nominatorAddress: values.nominatorAddress.trim(),
    nominatorPhone: stripPhone(values.nominatorPhone),
    nominatorEmail: values.nominatorEmail.trim(),
    nominatorEmployer: values.nominatorEmployer.trim(),
    shareNominatorName: values.shareNominatorName === 'yes',
  };
}

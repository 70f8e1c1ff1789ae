// §3 nomination: the dentist, the nominator and whether the dentist may learn
// who nominated them → the exact wire body of members/dental/nominateProvider.
import type { NominateProviderRequest } from '@portal/contract';
import { providerSpecialties } from '@portal/contract/routes';
import { optionalField, phoneDigitsOf } from './form-values.ts';

/** §3 specialties a nomination offers, as the contract's codes. */
export { providerSpecialties };
export type ProviderSpecialty = (typeof providerSpecialties)[number];

export interface ProviderNomination {
  providerName: string;
  practiceName: string;
  specialty: ProviderSpecialty;
  street: string;
  city: string;
  /** Two-letter code. */
  state: string;
  zip: string;
  phone: string;
  fax?: string;
  email?: string;
  nominatorName: string;
  nominatorAddress: string;
  nominatorPhone: string;
  nominatorEmail: string;
  nominatorEmployer: string;
  shareNominatorName: boolean;
}

export function toNominateProviderRequest(nomination: ProviderNomination): NominateProviderRequest {
  const fax = phoneDigitsOf(nomination.fax ?? '');
  return {
    providerName: nomination.providerName.trim(),
    practiceName: nomination.practiceName.trim(),
    specialty: nomination.specialty,
    street: nomination.street.trim(),
    city: nomination.city.trim(),
    state: nomination.state.trim().toUpperCase(),
    zip: nomination.zip.trim(),
    phone: phoneDigitsOf(nomination.phone),
    ...optionalField('fax', fax),
    ...optionalField('email', nomination.email),
    nominatorName: nomination.nominatorName.trim(),
    nominatorAddress: nomination.nominatorAddress.trim(),
    nominatorPhone: phoneDigitsOf(nomination.nominatorPhone),
    nominatorEmail: nomination.nominatorEmail.trim(),
    nominatorEmployer: nomination.nominatorEmployer.trim(),
    shareNominatorName: nomination.shareNominatorName,
  };
}

// The dentist or eye doctor a claim names as treating, as a CARIN Blue Button
// C4BB Practitioner: the NPI (the profile's identifier slice) and the name
// with the credential as its suffix. The data holds nothing more of them.
import type { Practitioner } from '@medplum/fhirtypes';
import type { FhirPractitionerRecord } from '../repository.ts';
import { profiles, systems } from './code-systems.ts';
import { practitionerIdOf } from './fhir-ids.ts';

export function practitionerResourceOf(record: FhirPractitionerRecord, lastUpdated: string): Practitioner {
  return {
    resourceType: 'Practitioner',
    id: practitionerIdOf(record.npi),
    meta: { lastUpdated, profile: [profiles.practitioner] },
    identifier: [{
      type: { coding: [{ system: systems.identifierType, code: 'NPI', display: 'National provider identifier' }] },
      system: systems.npi,
      value: record.npi,
    }],
    active: true,
    name: [{
      use: 'official',
      text: `${record.givenName} ${record.familyName}, ${record.credential}`,
      family: record.familyName,
      given: [record.givenName],
      suffix: [record.credential],
    }],
  };
}

// What the FHIR API serves, in one place: the routes accept
// exactly these resource types, search parameters and includes, and the
// CapabilityStatement lists them.
import { patientAccessResourceScopes, smartLaunchScopes } from '../../lib/smart-scopes.ts';

export const fhirVersion = '4.0.1';

export type ServedResourceType = 'Patient' | 'Coverage' | 'ExplanationOfBenefit' | 'Organization' | 'Practitioner';

export interface ServedSearchParameter {
  name: string;
  type: 'token' | 'reference' | 'date';
  documentation: string;
}

export interface ServedResource {
  type: ServedResourceType;
  /** The scope an app needs (SMART v2; the v1 .read form is accepted too); none for a resource only reached through another. */
  scope?: string;
  searchParams: readonly ServedSearchParameter[];
  searchIncludes: readonly string[];
  supportedProfiles: readonly string[];
}

/** Search result parameters every search takes. */
export const resultParameters = ['_count', '_offset', '_include', '_format'] as const;

export const defaultPageSize = 20;
export const maximumPageSize = 100;

const patientParameter: ServedSearchParameter = { name: 'patient', type: 'reference', documentation: 'The patient: Patient/{id} or {id}.' };

export const servedResources: readonly ServedResource[] = [
  {
    type: 'Patient',
    scope: 'patient/Patient.rs',
    searchParams: [{ name: '_id', type: 'token', documentation: 'The patient id.' }],
    searchIncludes: [],
    supportedProfiles: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient'],
  },
  {
    type: 'Coverage',
    scope: 'patient/Coverage.rs',
    searchParams: [patientParameter],
    searchIncludes: [],
    supportedProfiles: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Coverage'],
  },
  {
    type: 'ExplanationOfBenefit',
    scope: 'patient/ExplanationOfBenefit.rs',
    searchParams: [
      patientParameter,
      { name: 'service-date', type: 'date', documentation: 'The date of service: eq, lt, gt, le, ge with YYYY, YYYY-MM or YYYY-MM-DD; repeat for a range.' },
      { name: 'type', type: 'token', documentation: 'oral (dental, orthodontic and estimates) or vision, with or without the claim-type system.' },
      { name: '_lastUpdated', type: 'date', documentation: 'When the claim was processed, as service-date.' },
    ],
    searchIncludes: ['ExplanationOfBenefit:coverage', 'ExplanationOfBenefit:provider', 'ExplanationOfBenefit:care-team'],
    supportedProfiles: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit-Oral'],
  },
  {
    // The payer and the provider offices an EOB names; read with the EOB scope.
    type: 'Organization',
    searchParams: [],
    searchIncludes: [],
    supportedProfiles: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Organization'],
  },
  {
    // The dentist or eye doctor who treated, on an EOB's care team when the claim names one; read with the EOB scope.
    type: 'Practitioner',
    searchParams: [],
    searchIncludes: [],
    supportedProfiles: ['http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Practitioner'],
  },
];

export const servedResourceOf = (type: string): ServedResource | undefined => servedResources.find((resource) => resource.type === type);

/** The scopes a patient-access app may ask for: the provider grants exactly these. */
export const smartScopes = ['openid', ...smartLaunchScopes, 'offline_access', ...patientAccessResourceScopes];

// The code systems and profiles the resources use (FHIR R4, terminology.hl7.org,
// CARIN Blue Button STU 2).
export const systems = {
  memberId: 'urn:portal:member-id',
  claimNumber: 'urn:portal:claim-number',
  spdc: 'urn:portal:spdc',
  npi: 'http://hl7.org/fhir/sid/us-npi',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  c4bbIdentifierType: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBIdentifierType',
  claimType: 'http://terminology.hl7.org/CodeSystem/claim-type',
  adjudication: 'http://terminology.hl7.org/CodeSystem/adjudication',
  c4bbAdjudication: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBAdjudication',
  c4bbAdjudicationDiscriminator: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBAdjudicationDiscriminator',
  c4bbPayerAdjudicationStatus: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBPayerAdjudicationStatus',
  c4bbPaymentStatus: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBPayerClaimPaymentStatusCode',
  c4bbSupportingInfoType: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBSupportingInfoType',
  cdt: 'http://www.ada.org/cdt',
  cpt: 'http://www.ama-assn.org/go/cpt',
  hcpcs: 'https://www.cms.gov/Medicare/Coding/HCPCSReleaseCodeSets',
  placeOfService: 'https://www.cms.gov/Medicare/Coding/place-of-service-codes/Place_of_Service_Code_Set',
  tooth: 'http://terminology.hl7.org/CodeSystem/ADAUniversalToothDesignationSystem',
  oralArea: 'http://terminology.hl7.org/CodeSystem/ADAAreaOralCavitySystem',
  toothSurface: 'http://terminology.hl7.org/CodeSystem/ADAToothSurfaceCodes',
  subscriberRelationship: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship',
  coverageClass: 'http://terminology.hl7.org/CodeSystem/coverage-class',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  organizationType: 'http://terminology.hl7.org/CodeSystem/organization-type',
  c4bbCareTeamRole: 'http://hl7.org/fhir/us/carin-bb/CodeSystem/C4BBClaimCareTeamRole',
} as const;

export const profiles = {
  eobOral: 'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-ExplanationOfBenefit-Oral',
  patient: 'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Patient',
  coverage: 'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Coverage',
  organization: 'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Organization',
  practitioner: 'http://hl7.org/fhir/us/carin-bb/StructureDefinition/C4BB-Practitioner',
} as const;

/** yyyymmdd (§3 wire dates) → YYYY-MM-DD; 0 → undefined. */
export function isoOfWireDate(wire: number): string | undefined {
  if (wire === 0) return undefined;
  const text = String(wire).padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

/** A date as an instant at its start (meta.lastUpdated is an instant). */
export const instantOfDate = (isoDate: string) => `${isoDate}T00:00:00Z`;

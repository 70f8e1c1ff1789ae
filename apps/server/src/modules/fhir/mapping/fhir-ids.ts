// The ids of the resources the FHIR API serves (FHIR ids: [A-Za-z0-9\-.]{1,64}).
// Each names its owner, so a lookup can be checked against the token's member
// before any query: Patient `{memberId}-{claimant}`, Coverage
// `{coverage line}-{claimant}` (one per line and covered person),
// ExplanationOfBenefit the claim number, Organization `payer-{subsidiary}` or
// `provider-{NPI}`, Practitioner `practitioner-{NPI}`.

export interface PatientKey {
  memberId: string;
  claimantNumber: number;
}

export interface CoverageKey {
  lineId: string;
  claimantNumber: number;
}

export const patientIdOf = ({ memberId, claimantNumber }: PatientKey) => `${memberId}-${claimantNumber}`;
export const coverageIdOf = ({ lineId, claimantNumber }: CoverageKey) => `${lineId}-${claimantNumber}`;
export const payerIdOf = (subsidiaryNumber: number) => `payer-${subsidiaryNumber}`;
export const providerIdOf = (npi: string) => `provider-${npi}`;
export const practitionerIdOf = (npi: string) => `practitioner-${npi}`;

/** The NPI a Practitioner id names; undefined when it is not one. */
export function parsePractitionerId(id: string): string | undefined {
  return /^practitioner-([0-9]{10})$/.exec(id)?.[1];
}

export function parsePatientId(id: string): PatientKey | undefined {
  const match = /^([0-9]{1,20})-([0-9]{1,4})$/.exec(id);
  return match ? { memberId: match[1]!, claimantNumber: Number(match[2]) } : undefined;
}

export function parseCoverageId(id: string): CoverageKey | undefined {
  const match = /^([0-9]{1,18})-([0-9]{1,4})$/.exec(id);
  return match ? { lineId: match[1]!, claimantNumber: Number(match[2]) } : undefined;
}

/** Claim numbers as migration 004 allows them. */
export const isClaimNumber = (id: string) => /^[A-Za-z0-9-]{1,20}$/.test(id);

export type OrganizationKey = { kind: 'payer'; subsidiaryNumber: number } | { kind: 'provider'; npi: string };

export function parseOrganizationId(id: string): OrganizationKey | undefined {
  const payer = /^payer-([0-9]{1,9})$/.exec(id);
  if (payer) return { kind: 'payer', subsidiaryNumber: Number(payer[1]) };
  const provider = /^provider-([0-9]{10})$/.exec(id);
  return provider ? { kind: 'provider', npi: provider[1]! } : undefined;
}

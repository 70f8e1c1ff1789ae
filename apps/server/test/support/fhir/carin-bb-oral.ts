// The elements CARIN Blue Button's Oral EOB profile (C4BB-ExplanationOfBenefit-Oral,
// STU 2) makes mandatory, checked one by one: the base validator knows only
// FHIR R4, not the profile's slices and cardinalities.
import type { CodeableConcept, ExplanationOfBenefit, ExplanationOfBenefitItemAdjudication } from '@medplum/fhirtypes';
import { profiles, systems } from '../../../src/modules/fhir/mapping/code-systems.ts';

/** The adjudication amount categories of the C4BBAdjudication value set (HL7 adjudication + C4BB codes). */
const c4bbAmountCategories: Readonly<Record<string, readonly string[]>> = {
  [systems.adjudication]: ['submitted', 'copay', 'eligible', 'deductible', 'unallocdeduct', 'eligpercent', 'tax', 'benefit'],
  [systems.c4bbAdjudication]: [
    'coinsurance', 'noncovered', 'priorpayerpaid', 'paidbypatient', 'paidbypatientcash', 'paidbypatientother',
    'paidtoprovider', 'paidtopatient', 'memberliability', 'discount', 'drugcost',
  ],
};

const has = (concept: CodeableConcept | undefined, system: string, code?: string) =>
  concept?.coding?.some((coding) => coding.system === system && (code === undefined || coding.code === code)) ?? false;
const isAmountCategory = (concept: CodeableConcept | undefined) =>
  concept?.coding?.some((coding) => c4bbAmountCategories[coding.system ?? '']?.includes(coding.code ?? '')) ?? false;
const slice = (adjudications: readonly ExplanationOfBenefitItemAdjudication[] | undefined, code: string) =>
  (adjudications ?? []).filter((a) => has(a.category, systems.c4bbAdjudicationDiscriminator, code));
const networkReason = (a: ExplanationOfBenefitItemAdjudication) => has(a.reason, systems.c4bbPayerAdjudicationStatus);

/** Each required element of the profile, by its path, and whether the EOB has it. */
export const carinOralRequirements: readonly { path: string; holds: (eob: ExplanationOfBenefit) => boolean }[] = [
  { path: 'meta.lastUpdated', holds: (eob) => Boolean(eob.meta?.lastUpdated) },
  { path: 'meta.profile (C4BB-ExplanationOfBenefit-Oral)', holds: (eob) => eob.meta?.profile?.some((p) => p.split('|')[0] === profiles.eobOral) ?? false },
  { path: 'identifier:uniqueclaimid (type uc, value)', holds: (eob) => eob.identifier?.filter((i) => has(i.type, systems.c4bbIdentifierType, 'uc') && i.value).length === 1 },
  { path: 'status', holds: (eob) => eob.status === 'active' || eob.status === 'cancelled' },
  { path: 'type = claim-type#oral', holds: (eob) => has(eob.type, systems.claimType, 'oral') },
  { path: 'use (claim | preauthorization)', holds: (eob) => eob.use === 'claim' || eob.use === 'preauthorization' },
  { path: 'patient', holds: (eob) => Boolean(eob.patient?.reference?.startsWith('Patient/')) },
  { path: 'billablePeriod.start', holds: (eob) => Boolean(eob.billablePeriod?.start) },
  { path: 'created', holds: (eob) => Boolean(eob.created) },
  { path: 'insurer', holds: (eob) => Boolean(eob.insurer?.reference?.startsWith('Organization/')) },
  { path: 'provider', holds: (eob) => Boolean(eob.provider?.reference) },
  { path: 'outcome', holds: (eob) => Boolean(eob.outcome) },
  { path: 'insurance (coverage, focal; one focal)', holds: (eob) => (eob.insurance?.length ?? 0) >= 1 && eob.insurance!.every((i) => i.coverage?.reference && typeof i.focal === 'boolean') && eob.insurance!.filter((i) => i.focal).length === 1 },
  { path: 'adjudication:renderingnetworkstatus (1..1, reason)', holds: (eob) => slice(eob.adjudication, 'renderingnetworkstatus').length === 1 && slice(eob.adjudication, 'renderingnetworkstatus').every(networkReason) },
  { path: 'adjudication:benefitpaymentstatus (1..*, reason)', holds: (eob) => slice(eob.adjudication, 'benefitpaymentstatus').length >= 1 && slice(eob.adjudication, 'benefitpaymentstatus').every(networkReason) },
  { path: 'total:adjudicationamounttype (1..*, C4BBAdjudication, amount)', holds: (eob) => (eob.total?.length ?? 0) >= 1 && eob.total!.every((t) => t.amount?.value !== undefined) && eob.total!.some((t) => isAmountCategory(t.category)) },
  { path: 'item (1..*)', holds: (eob) => (eob.item?.length ?? 0) >= 1 },
  { path: 'item.sequence', holds: (eob) => (eob.item ?? []).every((item) => Number.isInteger(item.sequence)) },
  { path: 'item.productOrService (CDT)', holds: (eob) => (eob.item ?? []).every((item) => has(item.productOrService, systems.cdt)) },
  { path: 'item.serviced[x]', holds: (eob) => (eob.item ?? []).every((item) => Boolean(item.servicedDate ?? item.servicedPeriod)) },
  { path: 'item.locationCodeableConcept', holds: (eob) => (eob.item ?? []).every((item) => has(item.locationCodeableConcept, systems.placeOfService)) },
  { path: 'item.adjudication:benefitpaymentstatus (1..1)', holds: (eob) => (eob.item ?? []).every((item) => slice(item.adjudication, 'benefitpaymentstatus').length === 1 && slice(item.adjudication, 'benefitpaymentstatus').every(networkReason)) },
  { path: 'item.adjudication:adjudicationamounttype (1..*, amount)', holds: (eob) => (eob.item ?? []).every((item) => (item.adjudication ?? []).some((a) => isAmountCategory(a.category) && a.amount?.value !== undefined)) },
  { path: 'item.subSite requires a tooth in item.bodySite', holds: (eob) => (eob.item ?? []).every((item) => !item.subSite?.length || has(item.bodySite, systems.tooth)) },
];

/** The required elements the EOB lacks; empty when it has them all. */
export function carinOralProblemsOf(eob: ExplanationOfBenefit): string[] {
  return carinOralRequirements.filter(({ holds }) => !holds(eob)).map(({ path }) => `${eob.id}: ${path}`);
}

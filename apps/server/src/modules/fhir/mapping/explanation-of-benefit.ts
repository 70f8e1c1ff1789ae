// A processed claim or pretreatment estimate → ExplanationOfBenefit in the
// CARIN Blue Button Oral shape: CDT procedure codes, tooth and
// surface in bodySite/subSite, the amounts as adjudication categories and
// totals, `use` preauthorization for estimates. Vision claims take the same
// shape with claim type vision and CPT/HCPCS codes. The amounts are the
// portal's own waterfall (core claimWaterfall), so an app shows the figures
// the claim screen shows.
import type {
  CodeableConcept, ExplanationOfBenefit, Money, ExplanationOfBenefitItemAdjudication, ExplanationOfBenefitItem, ExplanationOfBenefitTotal,
} from '@medplum/fhirtypes';
import { claimWaterfall, type ClaimWaterfallStepName } from '@portal/core';
import type { FhirClaimLineRecord, FhirClaimRecord, FhirPaymentRecord } from '../repository.ts';
import { instantOfDate, profiles, systems } from './code-systems.ts';
import { coverageIdOf, patientIdOf, payerIdOf, practitionerIdOf, providerIdOf } from './fhir-ids.ts';

export interface EobInput {
  memberId: string;
  claim: FhirClaimRecord;
  lines: readonly FhirClaimLineRecord[];
  payments: readonly FhirPaymentRecord[];
}

/** The amount categories, in the order an EOB lists them, and the waterfall step each one is. */
const amountCategories: readonly { step: ClaimWaterfallStepName | 'eligible'; system: string; code: string; display: string }[] = [
  { step: 'billed', system: systems.adjudication, code: 'submitted', display: 'Submitted Amount' },
  { step: 'networkDiscount', system: systems.c4bbAdjudication, code: 'discount', display: 'Discount' },
  { step: 'eligible', system: systems.adjudication, code: 'eligible', display: 'Eligible Amount' },
  { step: 'notCovered', system: systems.c4bbAdjudication, code: 'noncovered', display: 'Noncovered' },
  { step: 'deductible', system: systems.adjudication, code: 'deductible', display: 'Deductible' },
  { step: 'coinsurance', system: systems.c4bbAdjudication, code: 'coinsurance', display: 'Co-insurance' },
  { step: 'planPaid', system: systems.adjudication, code: 'benefit', display: 'Benefit Amount' },
  { step: 'youOwe', system: systems.c4bbAdjudication, code: 'memberliability', display: 'Member liability' },
];

export const eobAmountCodes = amountCategories.map(({ code }) => code);

const usd = (value: number): Money => ({ value, currency: 'USD' });
const cents = (dollars: number) => Math.round(dollars * 100);

/** The amounts of some lines by category code, in dollars. */
function amountsOf(lines: readonly FhirClaimLineRecord[]): { category: CodeableConcept; amount: number }[] {
  const steps = Object.fromEntries(claimWaterfall(lines).map(({ step, amount }) => [step, amount])) as Record<ClaimWaterfallStepName, number>;
  const eligible = lines.reduce((sum, line) => sum + cents(line.amountCovered), 0) / 100;
  return amountCategories.map(({ step, system, code, display }) => ({
    category: { coding: [{ system, code, display }] },
    amount: step === 'eligible' ? eligible : steps[step],
  }));
}

function networkStatus(slice: string, inNetwork: boolean): ExplanationOfBenefitItemAdjudication {
  return {
    category: { coding: [{ system: systems.c4bbAdjudicationDiscriminator, code: slice }] },
    reason: { coding: [{ system: systems.c4bbPayerAdjudicationStatus, code: inNetwork ? 'innetwork' : 'outofnetwork' }] },
  };
}

const oralAreas: Readonly<Record<string, { code: string; display: string }>> = {
  UA: { code: '01', display: 'Maxillary area' },
  LA: { code: '02', display: 'Mandibular area' },
  UR: { code: '10', display: 'Upper right quadrant' },
  UL: { code: '20', display: 'Upper left quadrant' },
  LL: { code: '30', display: 'Lower left quadrant' },
  LR: { code: '40', display: 'Lower right quadrant' },
};

/** §3 tooth/arch/quad → the ADA tooth number or area of the oral cavity; with a tooth, its surfaces. */
function bodySiteOf(line: FhirClaimLineRecord): Pick<ExplanationOfBenefitItem, 'bodySite' | 'subSite'> {
  if (line.toothArchQuad === '') return {};
  const area = oralAreas[line.toothArchQuad];
  if (area) return { bodySite: { coding: [{ system: systems.oralArea, ...area }] } };
  return {
    bodySite: { coding: [{ system: systems.tooth, code: line.toothArchQuad }] },
    // The ADA's surfaces are single letters; a line's 'MOD' is three of them.
    ...(line.surface ? { subSite: [...line.surface].map((code) => ({ coding: [{ system: systems.toothSurface, code }] })) } : {}),
  };
}

function procedureCodeOf(code: string, description: string, vision: boolean): CodeableConcept {
  const system = !vision ? systems.cdt : /^[0-9]{5}$/.test(code) ? systems.cpt : systems.hcpcs;
  return { coding: [{ system, code, display: description }], text: description };
}

function paymentOf(claim: FhirClaimRecord, payments: readonly FhirPaymentRecord[]): ExplanationOfBenefit['payment'] {
  if (claim.claimType === 'estimate') return undefined;
  const made = payments.filter((payment) => payment.status !== 'VOIDED');
  const latest = made.at(-1);
  const status = claim.status === 'DENIED' ? 'denied' : claim.status === 'PARTIAL' ? 'partiallypaid' : 'paid';
  return {
    type: { coding: [{ system: systems.c4bbPaymentStatus, code: status }] },
    ...(latest ? { date: latest.paymentDate, identifier: { value: latest.paymentNumber } } : {}),
    amount: usd(claim.totalPayable),
  };
}

export function explanationOfBenefitOf({ memberId, claim, lines, payments }: EobInput): ExplanationOfBenefit {
  const vision = claim.claimType === 'vision';
  const estimate = claim.claimType === 'estimate';
  const serviceDates = lines.map((line) => line.serviceDate).sort();
  const notes = lines.filter((line) => line.remarkText !== '');
  const items: ExplanationOfBenefitItem[] = lines.map((line) => ({
    sequence: line.lineNumber,
    productOrService: procedureCodeOf(line.submittedCode, line.description, vision),
    servicedDate: line.serviceDate,
    // CMS place of service 11: the provider's office, where the seeded dental and vision work is done.
    locationCodeableConcept: { coding: [{ system: systems.placeOfService, code: '11', display: 'Office' }] },
    ...(claim.treatingNpi ? { careTeamSequence: [1] } : {}),
    ...bodySiteOf(line),
    ...(line.remarkText ? { noteNumber: [notes.indexOf(line) + 1] } : {}),
    adjudication: [
      networkStatus('benefitpaymentstatus', claim.inNetwork),
      ...amountsOf([line]).map(({ category, amount }) => ({ category, amount: usd(amount) })),
    ],
  }));
  const totals: ExplanationOfBenefitTotal[] = amountsOf(lines).map(({ category, amount }) => ({ category, amount: usd(amount) }));
  const payment = paymentOf(claim, payments);
  // CARIN BB: the provider is who billed (the practice, as on the claim screen); the
  // dentist or eye doctor who treated, when the claim names one, is the care team's
  // performing provider, each line theirs.
  const treating = claim.treatingNpi && claim.treatingName
    ? { reference: `Practitioner/${practitionerIdOf(claim.treatingNpi)}`, display: claim.treatingName }
    : undefined;
  return {
    resourceType: 'ExplanationOfBenefit',
    id: claim.claimNumber,
    meta: { lastUpdated: instantOfDate(claim.processedDate), ...(vision ? {} : { profile: [profiles.eobOral] }) },
    identifier: [{
      type: { coding: [{ system: systems.c4bbIdentifierType, code: 'uc', display: 'Unique Claim ID' }] },
      system: systems.claimNumber,
      value: claim.claimNumber,
    }],
    status: 'active',
    type: { coding: [{ system: systems.claimType, code: vision ? 'vision' : 'oral' }], text: vision ? 'Vision' : 'Oral' },
    use: estimate ? 'preauthorization' : 'claim',
    patient: { reference: `Patient/${patientIdOf({ memberId, claimantNumber: claim.claimantNumber })}` },
    billablePeriod: { start: serviceDates[0] ?? claim.serviceDate, end: serviceDates.at(-1) ?? claim.serviceDate },
    created: claim.processedDate,
    insurer: { reference: `Organization/${payerIdOf(claim.subsidiaryNumber)}`, display: claim.payerName },
    provider: { reference: `Organization/${providerIdOf(claim.providerNpi)}`, display: claim.providerName },
    ...(treating ? {
      careTeam: [{
        sequence: 1,
        provider: treating,
        role: { coding: [{ system: systems.c4bbCareTeamRole, code: 'performing', display: 'Performing provider' }] },
      }],
    } : {}),
    outcome: 'complete',
    ...(estimate ? { preAuthRef: [claim.claimNumber] } : {}),
    supportingInfo: [{
      sequence: 1,
      category: { coding: [{ system: systems.c4bbSupportingInfoType, code: 'clmrecvddate' }] },
      timingDate: claim.receivedDate,
    }],
    insurance: [{ focal: true, coverage: { reference: `Coverage/${coverageIdOf({ lineId: claim.lineId, claimantNumber: claim.claimantNumber })}` } }],
    item: items,
    adjudication: [
      networkStatus('billingnetworkstatus', claim.inNetwork),
      networkStatus('renderingnetworkstatus', claim.inNetwork),
      networkStatus('benefitpaymentstatus', claim.inNetwork),
    ],
    total: totals,
    ...(payment ? { payment } : {}),
    ...(notes.length > 0 ? { processNote: notes.map((line, index) => ({ number: index + 1, type: 'display' as const, text: line.remarkText })) } : {}),
  };
}

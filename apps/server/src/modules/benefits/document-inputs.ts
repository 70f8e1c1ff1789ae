// Domain → the inputs of the ID card, benefit summary and patient details
// PDFs (documents/types.ts), in the member's language. The customer-service
// phone and claims address are the partner's (documents/brands.ts).
import { lobDisplayName, productTypeOfLob, type Partner } from '@portal/core';
import type {
  BenefitAccumulators, BenefitSummaryInput, DentalBenefit, DocumentCoverage, IdCardInput, PatientClaimSummary,
  PatientDetailsInput, VisionBenefit as DocumentVisionBenefit,
} from '../../documents/index.ts';
import type { PlanYearAccumulators } from './accumulators.ts';
import { benefitTexts, formatDollars, type BenefitTexts } from './benefit-texts.ts';
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import { isoFromWire } from '../../lib/plan-year.ts';
import { memberFullName } from './member-name.ts';
import type { CoverageLineOfMember, DentalClassRecord, DentalPlanRecord, PatientRecord, VisionItemRecord } from './repository.ts';
import { examAllowanceOfState } from './vision-summary.ts';

export function documentMemberOf(line: CoverageLineOfMember) {
  return { name: memberFullName(line), memberId: line.memberId };
}

export function documentCoverageOf(partner: Partner, line: CoverageLineOfMember): DocumentCoverage {
  return {
    productType: productTypeOfLob(line.lob) ?? 'dental',
    planName: line.planName ?? lobDisplayName(line.lob, { mainPartner: partner === 'alic' }),
    // Printed on cards as sub-pol-div (§3 SPDC without the certificate).
    groupPolicyNumber: `${line.subsidiaryNumber}-${line.policyNumber}-${line.divisionNumber}`,
    groupName: line.planSponsorName,
    effectiveDate: isoFromWire(line.effectiveDate) ?? '',
    terminationDate: isoFromWire(line.termDate),
    networkName: line.networkName ?? undefined,
  };
}

export function idCardInputOf(partner: Partner, line: CoverageLineOfMember): IdCardInput {
  return { partner, member: documentMemberOf(line), coverage: documentCoverageOf(partner, line), coveredPeople: line.coveredPeople };
}

function dentalBenefitsOf(classes: readonly DentalClassRecord[], texts: BenefitTexts): DentalBenefit[] {
  return classes.map((c) => ({
    benefitType: texts.benefitClasses[c.benefitClass],
    inNetworkPercent: c.inNetworkPercent,
    outOfNetworkPercent: c.outOfNetworkPercent,
    waitingPeriod: c.waitingMonths > 0 ? texts.months(c.waitingMonths) : texts.none,
    frequency: c.frequencyCount > 0 ? texts.frequency(c.frequencyCount, c.frequencyMonths) : '',
  }));
}

function visionBenefitsOf(items: readonly VisionItemRecord[], texts: BenefitTexts): DocumentVisionBenefit[] {
  return items.map((i) => ({
    item: texts.visionItems[i.item],
    copay: i.copay,
    allowance: i.coveredInFull ? undefined : i.inNetworkAllowance,
    frequency: texts.everyMonths(i.frequencyMonths),
  }));
}

function accumulatorsOf(year: PlanYearAccumulators, startMonth: number, texts: BenefitTexts): BenefitAccumulators {
  const hasOrtho = year.orthoLifetimeMaximum > 0;
  return {
    planYear: texts.planYear(year.planYear, startMonth),
    deductible: year.deductible,
    deductibleMet: year.deductibleMet,
    annualMaximum: year.annualMaximum,
    remainingAnnualMaximum: year.annualMaximumRemaining,
    orthodonticLifetimeMaximum: hasOrtho ? year.orthoLifetimeMaximum : undefined,
    remainingOrthodonticMaximum: hasOrtho ? year.orthoLifetimeRemaining : undefined,
  };
}

function dentalNotes(plan: DentalPlanRecord, classes: readonly DentalClassRecord[], current: PlanYearAccumulators | undefined, texts: BenefitTexts, language: BenefitsLanguage): string[] {
  const money = (amount: number) => formatDollars(amount, language);
  const notes: string[] = [];
  const deductibleClasses = classes.filter((c) => c.deductibleApplies).map((c) => texts.benefitClasses[c.benefitClass].toLowerCase());
  if (plan.deductibleIndividual > 0 && deductibleClasses.length > 0) notes.push(texts.notes.deductibleApplies(deductibleClasses, money(plan.deductibleIndividual)));
  const copays = classes.filter((c) => c.copay > 0).map((c) => `${texts.benefitClasses[c.benefitClass]} ${money(c.copay)}`);
  if (copays.length > 0) notes.push(texts.notes.copays(copays));
  if (plan.planType === 'DHMO') notes.push(texts.notes.noOutOfNetwork);
  if (plan.orthoAgeLimit > 0 && classes.some((c) => c.benefitClass === 'orthodontics')) notes.push(texts.notes.orthoAgeLimit(plan.orthoAgeLimit));
  if (plan.rolloverAmount > 0) {
    notes.push(texts.notes.rollover(money(plan.rolloverThreshold), money(plan.rolloverAmount), money(plan.rolloverLimit)));
    if (current && current.rewardAvailable > 0) notes.push(texts.notes.rewardsAvailable(money(current.rewardAvailable)));
  }
  return notes;
}

function visionNotes(items: readonly VisionItemRecord[], stateCode: string, texts: BenefitTexts, language: BenefitsLanguage): string[] {
  const notes: string[] = [];
  const inFull = items.filter((i) => i.coveredInFull).map((i) => texts.visionItems[i.item]);
  if (inFull.length > 0) notes.push(texts.notes.coveredInFull(inFull));
  // §9: the out-of-network exam allowance is given per state in dollars.
  const exam = items.find((i) => i.item === 'exam');
  if (exam) notes.push(texts.notes.examOutOfNetwork(stateCode, formatDollars(exam.outOfNetworkAllowance ?? examAllowanceOfState(stateCode), language)));
  return notes;
}

export interface BenefitSummarySources {
  partner: Partner;
  /** The line the summary is headed with (dental when the SPDC has one). */
  line: CoverageLineOfMember;
  dental?: { plan: DentalPlanRecord; classes: DentalClassRecord[]; current?: PlanYearAccumulators };
  vision?: { items: VisionItemRecord[] };
  language: BenefitsLanguage;
}

export function benefitSummaryInputOf({ partner, line, dental, vision, language }: BenefitSummarySources): BenefitSummaryInput {
  const texts = benefitTexts[language];
  const hasMaximums = dental && dental.plan.planType === 'PPO' && dental.current;
  return {
    partner,
    member: documentMemberOf(line),
    coverage: documentCoverageOf(partner, line),
    dentalBenefits: dental ? dentalBenefitsOf(dental.classes, texts) : [],
    visionBenefits: vision ? visionBenefitsOf(vision.items, texts) : [],
    accumulators: hasMaximums ? accumulatorsOf(dental.current!, dental.plan.planYearStartMonth, texts) : undefined,
    notes: [
      ...(dental ? dentalNotes(dental.plan, dental.classes, dental.current, texts, language) : []),
      ...(vision ? visionNotes(vision.items, line.stateCode, texts, language) : []),
    ],
  };
}

export interface PatientDetailsSources {
  partner: Partner;
  line: CoverageLineOfMember;
  patient: PatientRecord;
  /** The patient's current plan year on a dental line. */
  current?: PlanYearAccumulators;
  planYearStartMonth: number;
  recentClaims: PatientClaimSummary[];
  language: BenefitsLanguage;
}

export function patientDetailsInputOf({ partner, line, patient, current, planYearStartMonth, recentClaims, language }: PatientDetailsSources): PatientDetailsInput {
  const texts = benefitTexts[language];
  return {
    partner,
    member: documentMemberOf(line),
    coverage: documentCoverageOf(partner, line),
    patient: {
      name: patient.name,
      dateOfBirth: patient.dateOfBirth,
      claimantNumber: String(patient.claimantNumber),
      relationship: texts.relationships[patient.relationship],
      currentCoverageType: patient.coverageType,
      terminationDate: isoFromWire(patient.termDate || line.termDate),
    },
    accumulators: current ? accumulatorsOf(current, planYearStartMonth, texts) : undefined,
    recentClaims,
  };
}

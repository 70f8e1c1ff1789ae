// Plausible plan-year accumulators for a PPO line's patients: cleanings and
// exams for most, fillings for some, a crown now and then, orthodontic
// treatment for some children, the deductible (capped by the family
// deductible), the annual maximum, and maximum-rollover rewards. The claims
// the members see are seeded separately; these only have to be believable.
import {
  addMonths, ageOn, daysBetween, isoFromWire, planYearStarting, referenceDayOf, planYearContaining, type IsoDate,
} from '../../modules/benefits/plan-year.ts';
import type { DentalPlanDesign } from './benefits-dental-plans.ts';
import type { Random } from './random.ts';

export interface PatientOfLine {
  claimantNumber: number;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

export interface LineDates {
  /** yyyymmdd; 0 = terminated (§3). */
  effectiveDate: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
}

export interface AccumulatorValues {
  claimantNumber: number;
  planYear: number;
  annualMaximumUsed: number;
  deductibleMet: number;
  orthoPaid: number;
  rewardAvailable: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Share of a plan year the line covered up to `until` (1 for a full year). */
function coveredShare(begin: IsoDate, end: IsoDate, effective: IsoDate | undefined, until: IsoDate): number {
  const from = effective && effective > begin ? effective : begin;
  const to = until < end ? until : end;
  if (to < from) return 0;
  return (daysBetween(from, to) + 1) / (daysBetween(begin, end) + 1);
}

function percentOf(plan: DentalPlanDesign, benefitClass: string): number {
  return plan.classes.find((c) => c.benefitClass === benefitClass)?.inNetworkPercent ?? 0;
}

function waitingOver(plan: DentalPlanDesign, benefitClass: string, effective: IsoDate | undefined, day: IsoDate): boolean {
  const wait = plan.classes.find((c) => c.benefitClass === benefitClass)?.waitingMonths ?? 0;
  return !effective || wait === 0 || addMonths(effective, wait) <= day;
}

interface OrthoCase {
  startYear: number;
}

function orthoCaseOf(random: Random, plan: DentalPlanDesign, patient: PatientOfLine, day: IsoDate, currentYear: number): OrthoCase | undefined {
  if (plan.orthoLifetimeMaximum === 0) return undefined;
  const age = ageOn(patient.dateOfBirth, day);
  const eligible = plan.orthoAgeLimit === 0 || age < plan.orthoAgeLimit;
  const likely = age >= 9 && age <= 17 ? 0.18 : 0.03;
  if (!eligible || !random.chance(likely)) return undefined;
  return { startYear: currentYear - random.int(0, 2) };
}

/**
 * Accumulators of the current plan year and the one before (an earlier year
 * only when it paid orthodontics, which count toward the lifetime maximum).
 * Years with nothing used and no reward get no row.
 */
export function dentalAccumulatorsOf(
  random: Random, plan: DentalPlanDesign, planYearStartMonth: number, line: LineDates, patients: readonly PatientOfLine[], today: IsoDate,
): AccumulatorValues[] {
  if (plan.planType !== 'PPO') return [];
  const reference = referenceDayOf(today, line.termDate);
  const effective = isoFromWire(line.effectiveDate);
  const current = planYearContaining(reference, planYearStartMonth);
  const years = [current.year - 2, current.year - 1, current.year].map((year) => planYearStarting(year, planYearStartMonth));
  const ortho = new Map(patients.map((p) => [p.claimantNumber, orthoCaseOf(random, plan, p, reference, current.year)]));
  const rows: AccumulatorValues[] = [];
  const reward = new Map<number, number>();
  const orthoUsed = new Map<number, number>();

  for (const year of years) {
    const share = coveredShare(year.begin, year.end, effective, reference);
    let familyDeductibleLeft = plan.deductibleFamily || Number.POSITIVE_INFINITY;
    for (const patient of patients) {
      const available = reward.get(patient.claimantNumber) ?? 0;
      let preventive = 0;
      let basic = 0;
      let major = 0;
      if (share > 0 && patient.dateOfBirth <= year.end && random.chance(0.78 * share + 0.04)) {
        preventive = random.int(95, 210) * (share > 0.5 ? 2 : 1) + random.int(0, 99) / 100;
        if (random.chance(0.3 * share) && waitingOver(plan, 'basic', effective, year.end)) basic = random.int(110, 680) + random.int(0, 99) / 100;
        if (random.chance(0.1 * share) && waitingOver(plan, 'major', effective, year.end)) major = random.int(850, 1600) + random.int(0, 99) / 100;
      }
      const deductibleMet = cents(Math.min(plan.deductibleIndividual, familyDeductibleLeft, basic + major));
      familyDeductibleLeft -= deductibleMet;
      const fromBasic = Math.min(deductibleMet, basic);
      const paid =
        (preventive * percentOf(plan, 'preventive')) / 100 +
        ((basic - fromBasic) * percentOf(plan, 'basic')) / 100 +
        ((major - (deductibleMet - fromBasic)) * percentOf(plan, 'major')) / 100;
      const annualMaximumUsed = cents(Math.min(plan.annualMaximum, paid));

      const orthoCase = ortho.get(patient.claimantNumber);
      const orthoSoFar = orthoUsed.get(patient.claimantNumber) ?? 0;
      const orthoPaid = orthoCase && year.year >= orthoCase.startYear
        ? cents(Math.min(plan.orthoLifetimeMaximum - orthoSoFar, (plan.orthoLifetimeMaximum / 2) * share))
        : 0;
      orthoUsed.set(patient.claimantNumber, orthoSoFar + orthoPaid);

      // Maximum rollover: a year with claims paid up to the threshold earns the amount for the next.
      const earned = plan.rollover.amount > 0 && paid > 0 && paid <= plan.rollover.threshold ? plan.rollover.amount : 0;
      reward.set(patient.claimantNumber, Math.min(plan.rollover.limit, available + earned));

      const kept = year.year >= current.year - 1 || orthoPaid > 0;
      if (kept && (annualMaximumUsed > 0 || deductibleMet > 0 || orthoPaid > 0 || available > 0)) {
        rows.push({ claimantNumber: patient.claimantNumber, planYear: year.year, annualMaximumUsed, deductibleMet, orthoPaid, rewardAvailable: available });
      }
    }
  }
  return rows;
}

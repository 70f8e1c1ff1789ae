// A patient's accumulators by plan year (§1 benefit snapshot: remaining
// maximums, deductibles and rewards): what was used comes from the database;
// what remains, the lifetime totals and the family deductible are derived
// here, so they always agree with the plan.
import type { DentalPlanRecord, PlanYearUsage } from './repository.ts';

export interface PlanYearAccumulators {
  planYear: number;
  annualMaximum: number;
  annualMaximumUsed: number;
  annualMaximumRemaining: number;
  deductible: number;
  deductibleMet: number;
  deductibleRemaining: number;
  familyDeductible: number;
  familyDeductibleMet: number;
  lifetimeMaximum: number;
  lifetimeMaximumRemaining: number;
  orthoLifetimeMaximum: number;
  orthoLifetimeUsed: number;
  orthoLifetimeRemaining: number;
  rewardAvailable: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const remaining = (maximum: number, used: number) => cents(Math.max(0, maximum - used));

const nothingUsed = (planYear: number): PlanYearUsage => ({
  planYear, annualMaximumUsed: 0, deductibleMet: 0, orthoPaid: 0, rewardAvailable: 0, familyDeductibleMet: 0,
});

/**
 * The current plan year first (with nothing used when the database has no
 * row for it yet), then the earlier years, latest first. Later years are left out.
 */
export function accumulatorsByPlanYear(
  plan: DentalPlanRecord, usage: readonly PlanYearUsage[], currentPlanYear: number,
): PlanYearAccumulators[] {
  const years = usage.filter((u) => u.planYear <= currentPlanYear).sort((a, b) => a.planYear - b.planYear);
  if (years.at(-1)?.planYear !== currentPlanYear) years.push(nothingUsed(currentPlanYear));
  let lifetimeUsed = 0;
  let orthoUsed = 0;
  const result = years.map((year): PlanYearAccumulators => {
    lifetimeUsed += year.annualMaximumUsed;
    orthoUsed += year.orthoPaid;
    const familyDeductibleMet = cents(Math.min(plan.deductibleFamily, year.familyDeductibleMet));
    return {
      planYear: year.planYear,
      annualMaximum: plan.annualMaximum,
      annualMaximumUsed: year.annualMaximumUsed,
      annualMaximumRemaining: remaining(plan.annualMaximum, year.annualMaximumUsed),
      deductible: plan.deductibleIndividual,
      deductibleMet: year.deductibleMet,
      // Once the family deductible is met, nobody in the family owes more deductible that year.
      deductibleRemaining: plan.deductibleFamily > 0 && familyDeductibleMet >= plan.deductibleFamily
        ? 0
        : remaining(plan.deductibleIndividual, year.deductibleMet),
      familyDeductible: plan.deductibleFamily,
      familyDeductibleMet,
      lifetimeMaximum: plan.lifetimeMaximum,
      lifetimeMaximumRemaining: remaining(plan.lifetimeMaximum, lifetimeUsed),
      orthoLifetimeMaximum: plan.orthoLifetimeMaximum,
      orthoLifetimeUsed: cents(orthoUsed),
      orthoLifetimeRemaining: remaining(plan.orthoLifetimeMaximum, orthoUsed),
      rewardAvailable: year.rewardAvailable,
    };
  });
  return result.reverse();
}

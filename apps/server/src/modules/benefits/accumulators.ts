// A patient's accumulators by plan year (§1 benefit snapshot: remaining
// maximums, deductibles and rewards): what was used is summed from the
// processed claims (repository findPlanYearUsage); what remains, the
// lifetime totals, the family deductible and the rewards earned by the
// maximum rollover are derived here, so they always agree with the plan.
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
  planYear, annualMaximumUsed: 0, deductibleMet: 0, orthoPaid: 0, familyDeductibleMet: 0,
});

/** Maximum rollover: a plan year with plan payments up to the threshold earns the amount for the next (up to the limit). */
function earnedReward(plan: DentalPlanRecord, used: number): number {
  return plan.rolloverAmount > 0 && used > 0 && used <= plan.rolloverThreshold ? plan.rolloverAmount : 0;
}

/**
 * Rewards available in each plan year: what the years before earned, carried
 * over years without claims, up to the plan's limit.
 */
function rewardsByPlanYear(plan: DentalPlanRecord, years: readonly PlanYearUsage[]): Map<number, number> {
  const rewards = new Map<number, number>();
  const first = years[0]?.planYear;
  if (first === undefined) return rewards;
  const usedIn = new Map(years.map((y) => [y.planYear, y.annualMaximumUsed]));
  let reward = 0;
  for (let year = first; year <= years.at(-1)!.planYear; year += 1) {
    rewards.set(year, cents(reward));
    reward = Math.min(plan.rolloverLimit, reward + earnedReward(plan, usedIn.get(year) ?? 0));
  }
  return rewards;
}

/**
 * The current plan year first (with nothing used when it has no processed
 * claims yet), then the earlier years, latest first. Later years are left out.
 */
export function accumulatorsByPlanYear(
  plan: DentalPlanRecord, usage: readonly PlanYearUsage[], currentPlanYear: number,
): PlanYearAccumulators[] {
  const years = usage.filter((u) => u.planYear <= currentPlanYear).sort((a, b) => a.planYear - b.planYear);
  if (years.at(-1)?.planYear !== currentPlanYear) years.push(nothingUsed(currentPlanYear));
  const rewards = rewardsByPlanYear(plan, years);
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
      rewardAvailable: rewards.get(year.planYear) ?? 0,
    };
  });
  return result.reverse();
}

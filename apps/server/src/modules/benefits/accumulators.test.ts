import { describe, expect, it } from 'vitest';
import { accumulatorsByPlanYear } from './accumulators.ts';
import type { DentalPlanRecord, PlanYearUsage } from './repository.ts';

const plan: DentalPlanRecord = {
  planName: 'Dental PPO High Option', networkName: 'Dental Choice PPO', planType: 'PPO', planYearStartMonth: 1,
  deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: 1500, lifetimeMaximum: 5000,
  orthoLifetimeMaximum: 1500, orthoAgeLimit: 19, rolloverThreshold: 500, rolloverAmount: 250, rolloverLimit: 1000,
};
const used = (planYear: number, values: Partial<PlanYearUsage> = {}): PlanYearUsage => ({
  planYear, annualMaximumUsed: 0, deductibleMet: 0, orthoPaid: 0, familyDeductibleMet: 0, ...values,
});

describe('accumulatorsByPlanYear', () => {
  it('puts the current plan year first, with nothing used when it has no row yet', () => {
    const years = accumulatorsByPlanYear(plan, [used(2025, { annualMaximumUsed: 400, deductibleMet: 50, familyDeductibleMet: 50 })], 2026);
    expect(years.map((y) => [y.planYear, y.annualMaximumUsed, y.annualMaximumRemaining, y.deductibleRemaining])).toEqual([
      [2026, 0, 1500, 50],
      [2025, 400, 1100, 0],
    ]);
  });

  it('never shows a remaining maximum below zero, and leaves out years after the current one', () => {
    const years = accumulatorsByPlanYear(plan, [used(2026, { annualMaximumUsed: 1500 }), used(2027, { annualMaximumUsed: 10 })], 2026);
    expect(years).toHaveLength(1);
    expect(years[0]).toMatchObject({ annualMaximumRemaining: 0 });
  });

  it('adds orthodontic payments and benefits over the years for the lifetime maximums', () => {
    const years = accumulatorsByPlanYear(plan, [
      used(2024, { orthoPaid: 750, annualMaximumUsed: 1000 }),
      used(2025, { orthoPaid: 750, annualMaximumUsed: 1500 }),
      used(2026, { orthoPaid: 300, annualMaximumUsed: 200 }),
    ], 2026);
    expect(years.map((y) => [y.orthoLifetimeUsed, y.orthoLifetimeRemaining, y.lifetimeMaximumRemaining])).toEqual([
      [1800, 0, 2300],
      [1500, 0, 2500],
      [750, 750, 4000],
    ]);
  });

  it('owes no more deductible once the family deductible is met', () => {
    const [year] = accumulatorsByPlanYear(plan, [used(2026, { deductibleMet: 0, familyDeductibleMet: 180 })], 2026);
    expect(year).toMatchObject({ familyDeductibleMet: 150, deductibleMet: 0, deductibleRemaining: 0 });
  });

  it('earns the rollover reward after a plan year paid up to the threshold, up to the limit, and not after a heavier year', () => {
    const years = accumulatorsByPlanYear(plan, [
      used(2022, { annualMaximumUsed: 200 }),
      used(2023, { annualMaximumUsed: 480 }),
      used(2024, { annualMaximumUsed: 300 }),
      used(2025, { annualMaximumUsed: 900 }),
    ], 2026);
    // 2023 +250 (2022 paid 200), 2024 +250, 2025 +250, 2026 nothing more (2025 paid over 500).
    expect(years.map((y) => [y.planYear, y.rewardAvailable])).toEqual([[2026, 750], [2025, 750], [2024, 500], [2023, 250], [2022, 0]]);
    const capped = accumulatorsByPlanYear({ ...plan, rolloverLimit: 400 }, [used(2024, { annualMaximumUsed: 100 }), used(2025, { annualMaximumUsed: 100 })], 2026);
    expect(capped[0]!.rewardAvailable).toBe(400);
  });

  it('earns nothing from a year without claims, and carries what was earned over it', () => {
    const years = accumulatorsByPlanYear(plan, [used(2024, { annualMaximumUsed: 100 })], 2026);
    expect(years.map((y) => [y.planYear, y.rewardAvailable])).toEqual([[2026, 250], [2024, 0]]);
    expect(accumulatorsByPlanYear(plan, [used(2025)], 2026).map((y) => y.rewardAvailable)).toEqual([0, 0]);
  });
});

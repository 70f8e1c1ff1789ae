import { callSamples } from '@portal/contract/samples';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayOf } from '../../adjudication/calendar-days.ts';
import { dentalPlanOfDesign, type DentalClaimHabits } from '../../adjudication/dental-plan.ts';
import { accumulatorsByPlanYear } from '../benefits/accumulators.ts';
import type { DentalClassRecord, DentalPlanRecord, PlanYearUsage } from '../benefits/repository.ts';
import { catalogueOf, estimateProcedures } from './estimate.ts';

/** The seed's typical fees (the middle of each range) of a few procedures. */
const procedures = [
  { code: 'D1110', serviceType: 'Preventive', typicalFee: 115 },
  { code: 'D2140', serviceType: 'Basic', typicalFee: 137.5 },
  { code: 'D2391', serviceType: 'Basic', typicalFee: 185 },
  { code: 'D2740', serviceType: 'Major', typicalFee: 1300 },
  { code: 'D8080', serviceType: 'Orthodontics', typicalFee: 5750 },
  { code: 'D9972', serviceType: 'Cosmetic', typicalFee: 375 },
];
const catalogue = catalogueOf(procedures);

/** Olivia Martinez's plan of the contract samples: 100/80/50, $50 deductible, $1,500 maximum, braces 50 % to $1,500. */
const planRecord: DentalPlanRecord = {
  planName: 'Northwind Logistics Dental', networkName: 'Dental Choice PPO', planType: 'PPO', planYearStartMonth: 1,
  deductibleIndividual: 50, deductibleFamily: 150, annualMaximum: 1500, lifetimeMaximum: 0, orthoLifetimeMaximum: 1500,
  orthoAgeLimit: 0, rolloverThreshold: 0, rolloverAmount: 0, rolloverLimit: 0,
};
const classOf = (benefitClass: DentalClassRecord['benefitClass'], percent: number, waitingMonths = 0): DentalClassRecord => ({
  benefitClass, inNetworkPercent: percent, outOfNetworkPercent: percent, deductibleApplies: benefitClass !== 'preventive',
  copay: 0, waitingMonths, frequencyCount: 0, frequencyMonths: 0,
});
const classes = [classOf('preventive', 100), classOf('basic', 80), classOf('major', 50, 12), classOf('orthodontics', 50, 12)];
const standardHabits: DentalClaimHabits = { networkFeeShare: 0.8, posteriorCompositeAsAmalgam: false };

function estimate(
  procedureCodes: string[],
  { used = [], habits = standardHabits, effective = 20240101, record = planRecord }: {
    used?: PlanYearUsage[]; habits?: DentalClaimHabits; effective?: number; record?: DentalPlanRecord;
  } = {},
) {
  const [current] = accumulatorsByPlanYear(record, used, 2025);
  return estimateProcedures({
    claimant: 2, procedureCodes, catalogue, current: current!, planYearEnd: '2025-12-31', today: dayOf('2025-04-01'),
    lineEffectiveDate: effective, plan: dentalPlanOfDesign({ ...record, classes }, record.planYearStartMonth, habits),
  });
}
const usage = (change: Partial<PlanYearUsage>): PlanYearUsage => ({
  planYear: 2025, annualMaximumUsed: 0, deductibleMet: 0, orthoPaid: 0, familyDeductibleMet: 0, ...change,
});

describe('estimateProcedures', () => {
  it("computes the contract's sample: a filling meets the deductible at 80 %, a crown is paid at 50 %", () => {
    expect(estimate(['D2391', 'D2740'])).toEqual(callSamples.estimateDentalCost.response);
  });

  it('lets a later procedure see the deductible an earlier one met', () => {
    const { procedures: [first, second] } = estimate(['D2391', 'D2391']);
    expect(first).toMatchObject({ deductibleApplied: 50, planPays: 78.4, youPay: 69.6, remarkCode: 'D1' });
    expect(second).toMatchObject({ deductibleApplied: 0, planPays: 118.4, youPay: 29.6, remarkCode: '' });
  });

  it('applies what the patient used this plan year, and stops at the annual maximum (M1)', () => {
    const result = estimate(['D2740'], { used: [usage({ annualMaximumUsed: 1400, deductibleMet: 50 })] });
    expect(result.procedures[0]).toMatchObject({ networkAllowed: 1040, planPays: 100, youPay: 940, remarkCode: 'M1' });
    expect(result.planYear).toMatchObject({
      remainingMaximumBefore: 100, remainingMaximumAfter: 0, deductibleRemainingBefore: 0, deductibleRemainingAfter: 0,
    });
  });

  it('takes no deductible once the family deductible is met (as the snapshot says)', () => {
    const result = estimate(['D2391'], { used: [usage({ deductibleMet: 0, familyDeductibleMet: 150 })] });
    expect(result.procedures[0]).toMatchObject({ deductibleApplied: 0, planPays: 118.4 });
    expect(result.planYear.deductibleRemainingBefore).toBe(0);
  });

  it('refuses a major service within the waiting period (W1) and cosmetic work (N1): the member owes the network fee', () => {
    const result = estimate(['D2740', 'D9972'], { effective: 20250101 });
    expect(result.procedures).toEqual([
      expect.objectContaining({ code: 'D2740', networkAllowed: 1040, planPercent: 0, planPays: 0, youPay: 1040, remarkCode: 'W1' }),
      expect.objectContaining({ code: 'D9972', networkAllowed: 300, planPercent: 0, planPays: 0, youPay: 300, remarkCode: 'N1' }),
    ]);
  });

  it('pays a posterior composite at the amalgam rate where the plan does (A1), at the network fee share of the line', () => {
    const line = estimate(['D2391'], { habits: { networkFeeShare: 0.76, posteriorCompositeAsAmalgam: true } }).procedures[0]!;
    // 185 × 0.76 = 140.60 allowed; covered at 137.5 / 185 of it = 104.50; (104.50 − 50) × 80 % = 43.60.
    expect(line).toMatchObject({ networkAllowed: 140.6, deductibleApplied: 50, planPays: 43.6, youPay: 97, remarkCode: 'A1' });
  });

  it('pays braces against the orthodontic lifetime maximum, leaving the annual maximum as it was', () => {
    const result = estimate(['D8080'], { used: [usage({ orthoPaid: 1000, annualMaximumUsed: 200 })] });
    expect(result.procedures[0]).toMatchObject({ planPays: 500, remarkCode: 'O4' });
    expect(result.planYear).toMatchObject({ remainingMaximumBefore: 1300, remainingMaximumAfter: 1300 });
  });

  it('reports a plan without an annual maximum (DHMO) as 0, and still pays', () => {
    const result = estimate(['D2740'], { record: { ...planRecord, annualMaximum: 0 } });
    expect(result.procedures[0]).toMatchObject({ deductibleApplied: 50, planPays: 495 });
    expect(result.planYear).toMatchObject({ annualMaximum: 0, remainingMaximumBefore: 0, remainingMaximumAfter: 0 });
  });

  it('adds up to the cent for any procedures after any use: lines to totals, plan + member to the network fee, before − used to after', () => {
    const codes = fc.array(fc.constantFrom(...procedures.map((p) => p.code)), { minLength: 1, maxLength: 10 });
    const used = fc.record({
      annualMaximumUsed: fc.integer({ min: 0, max: 150_000 }).map((c) => c / 100),
      deductibleMet: fc.integer({ min: 0, max: 5_000 }).map((c) => c / 100),
      orthoPaid: fc.integer({ min: 0, max: 150_000 }).map((c) => c / 100),
    });
    const habits = fc.record({ networkFeeShare: fc.constantFrom(0.72, 0.76, 0.8, 0.84), posteriorCompositeAsAmalgam: fc.boolean() });
    const whole = (amount: number) => Math.round(amount * 100);
    fc.assert(
      fc.property(codes, used, habits, (procedureCodes, spent, lineHabits) => {
        const result = estimate(procedureCodes, { used: [usage(spent)], habits: lineHabits });
        for (const field of ['typicalFee', 'networkAllowed', 'deductibleApplied', 'planPays', 'youPay'] as const) {
          expect(result.procedures.reduce((sum, line) => sum + whole(line[field]), 0)).toBe(whole(result.totals[field]));
        }
        for (const line of result.procedures) {
          expect(whole(line.planPays) + whole(line.youPay)).toBe(whole(line.networkAllowed));
          expect(line.planPays).toBeGreaterThanOrEqual(0);
          expect(line.youPay).toBeGreaterThanOrEqual(0);
        }
        const annual = result.procedures.filter((line) => line.serviceType !== 'Orthodontics').reduce((sum, line) => sum + whole(line.planPays), 0);
        const { planYear } = result;
        expect(whole(planYear.remainingMaximumBefore) - annual).toBe(whole(planYear.remainingMaximumAfter));
        expect(planYear.remainingMaximumAfter).toBeGreaterThanOrEqual(0);
        expect(whole(planYear.deductibleRemainingBefore) - whole(result.totals.deductibleApplied)).toBe(whole(planYear.deductibleRemainingAfter));
        expect(planYear.deductibleRemainingAfter).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

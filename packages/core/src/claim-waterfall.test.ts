import { describe, expect, it } from 'vitest';
import { claimWaterfall, claimWaterfallSteps, type ClaimWaterfallLine, type ClaimWaterfallStepName } from './claim-waterfall.ts';

type Steps = Record<ClaimWaterfallStepName, number>;

function stepsOf(lines: readonly ClaimWaterfallLine[]): Steps {
  return Object.fromEntries(claimWaterfall(lines).map(({ step, amount }) => [step, amount])) as Steps;
}

const zeroSteps: Steps = Object.fromEntries(claimWaterfallSteps.map((step) => [step, 0])) as Steps;

/** An in-network basic filling: $200 billed, $150 network fee, $50 deductible, 80 %. */
const filling: ClaimWaterfallLine = {
  charges: 200,
  providerAdjustment: 50,
  amountCovered: 150,
  deductibleApplied: 50,
  percentPlanPays: 80,
  amountPayable: 80,
  patientResponsibility: 70,
};

describe('claimWaterfall', () => {
  it('lists every step in reading order, zero ones too', () => {
    expect(claimWaterfall([]).map(({ step }) => step)).toEqual([
      'billed',
      'networkDiscount',
      'notCovered',
      'deductible',
      'coinsurance',
      'overMaximum',
      'pending',
      'planPaid',
      'youOwe',
    ]);
    expect(stepsOf([])).toEqual(zeroSteps);
  });

  it('splits a paid line into discount, deductible, the member’s share and the plan’s payment', () => {
    expect(stepsOf([filling])).toEqual({
      ...zeroSteps,
      billed: 200,
      networkDiscount: 50,
      deductible: 50,
      coinsurance: 20,
      planPaid: 80,
      youOwe: 70,
    });
  });

  it('shows an alternate benefit (composite paid as amalgam) as not covered', () => {
    const composite = { ...filling, charges: 250, providerAdjustment: 50, amountCovered: 150, deductibleApplied: 0, amountPayable: 120, patientResponsibility: 80 };
    expect(stepsOf([composite])).toMatchObject({ billed: 250, networkDiscount: 50, notCovered: 50, coinsurance: 30, planPaid: 120, youOwe: 80 });
  });

  it('shows a denied line as not covered: the member owes the network fee', () => {
    const denied = { charges: 100, providerAdjustment: 25, amountCovered: 0, deductibleApplied: 0, percentPlanPays: 0, amountPayable: 0, patientResponsibility: 75 };
    expect(stepsOf([denied])).toEqual({ ...zeroSteps, billed: 100, networkDiscount: 25, notCovered: 75, youOwe: 75 });
  });

  it('shows what the annual maximum cut when the plan paid less than its percent', () => {
    // 50 % of $800 is $400, but only $150 of the maximum was left.
    const crown = { charges: 1000, providerAdjustment: 200, amountCovered: 800, deductibleApplied: 0, percentPlanPays: 50, amountPayable: 150, patientResponsibility: 650 };
    expect(stepsOf([crown])).toMatchObject({ coinsurance: 400, overMaximum: 250, planPaid: 150, youOwe: 650 });
  });

  it('counts a vision copay as the member’s share, not the maximum, although the percent is rounded', () => {
    // $80 exam less a $10 copay: the plan pays $70, which the line states as 88 %.
    const exam = { charges: 100, providerAdjustment: 20, amountCovered: 80, deductibleApplied: 0, percentPlanPays: 88, amountPayable: 70, patientResponsibility: 10 };
    expect(stepsOf([exam])).toMatchObject({ coinsurance: 10, overMaximum: 0, planPaid: 70, youOwe: 10 });
  });

  it('shows an ortho case beyond the lifetime maximum as not covered', () => {
    // $3,000 allowed, $500 of the ortho maximum left at 50 %: $1,000 covered.
    const ortho = { charges: 3600, providerAdjustment: 600, amountCovered: 1000, deductibleApplied: 0, percentPlanPays: 50, amountPayable: 500, patientResponsibility: 2500 };
    expect(stepsOf([ortho])).toMatchObject({ notCovered: 2000, coinsurance: 500, overMaximum: 0, planPaid: 500, youOwe: 2500 });
  });

  it('keeps a claim not yet processed as pending: nothing paid and nothing owed so far', () => {
    const received = { charges: 120, providerAdjustment: 0, amountCovered: 0, deductibleApplied: 0, percentPlanPays: 0, amountPayable: 0, patientResponsibility: 0 };
    expect(stepsOf([received])).toEqual({ ...zeroSteps, billed: 120, pending: 120 });
  });

  it('adds lines to the cent, without floating-point drift', () => {
    const cheap = { charges: 0.1, providerAdjustment: 0, amountCovered: 0.1, deductibleApplied: 0, percentPlanPays: 100, amountPayable: 0.1, patientResponsibility: 0 };
    const odd = { charges: 0.2, providerAdjustment: 0, amountCovered: 0.2, deductibleApplied: 0, percentPlanPays: 100, amountPayable: 0.2, patientResponsibility: 0 };
    expect(stepsOf([cheap, odd])).toMatchObject({ billed: 0.3, planPaid: 0.3 });
    // 80 % of $33.33 rounds to $26.66; the member's share is the other $6.67.
    const rounded = { charges: 33.33, providerAdjustment: 0, amountCovered: 33.33, deductibleApplied: 0, percentPlanPays: 80, amountPayable: 26.66, patientResponsibility: 6.67 };
    expect(stepsOf([rounded])).toMatchObject({ coinsurance: 6.67, overMaximum: 0, planPaid: 26.66, youOwe: 6.67 });
  });

  it('adds up to the claim’s figures for many lines adjudicated the seed’s way', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const cents = (dollars: number): number => Math.round(dollars * 100) / 100;
    const lines: ClaimWaterfallLine[] = [];
    for (let index = 0; index < 500; index += 1) {
      const charges = cents(20 + random() * 2000);
      const allowed = cents(charges * (random() < 0.7 ? 0.62 + random() * 0.3 : 1));
      const covered = random() < 0.2 ? 0 : cents(allowed * (random() < 0.2 ? 0.6 : 1));
      const deductible = cents(Math.min(covered, random() < 0.3 ? 50 : 0));
      const percent = [0, 50, 80, 100][Math.floor(random() * 4)] ?? 100;
      const atPercent = cents(((covered - deductible) * percent) / 100);
      const payable = random() < 0.1 ? cents(atPercent * random()) : atPercent;
      lines.push({ charges, providerAdjustment: cents(charges - allowed), amountCovered: covered, deductibleApplied: deductible, percentPlanPays: percent, amountPayable: payable, patientResponsibility: cents(allowed - payable) });
    }
    const steps = stepsOf(lines);
    const sum = (key: keyof ClaimWaterfallLine) => Math.round(lines.reduce((total, line) => total + line[key] * 100, 0));
    const inCents = (step: ClaimWaterfallStepName) => Math.round(steps[step] * 100);
    expect(inCents('billed')).toBe(sum('charges'));
    expect(inCents('networkDiscount')).toBe(sum('providerAdjustment'));
    expect(inCents('planPaid')).toBe(sum('amountPayable'));
    expect(inCents('youOwe')).toBe(sum('patientResponsibility'));
    expect(inCents('billed') - inCents('networkDiscount')).toBe(
      inCents('notCovered') + inCents('deductible') + inCents('coinsurance') + inCents('overMaximum') + inCents('planPaid'),
    );
    expect(inCents('youOwe')).toBe(inCents('notCovered') + inCents('deductible') + inCents('coinsurance') + inCents('overMaximum'));
    expect(inCents('pending')).toBe(0);
    expect(inCents('overMaximum')).toBeGreaterThan(0);
    for (const { amount } of claimWaterfall(lines)) expect(amount).toBeGreaterThanOrEqual(0);
  });
});

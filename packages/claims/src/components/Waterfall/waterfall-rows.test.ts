import { claimWaterfall } from '@portal/core';
import { describe, expect, it } from 'vitest';
import { waterfallRows } from './waterfall-rows.ts';

// A crown: $1,480 billed, $296 network discount, $50 deductible, 50 % plan.
const crown = {
  charges: 1480,
  providerAdjustment: 296,
  amountCovered: 1184,
  deductibleApplied: 50,
  percentPlanPays: 50,
  amountPayable: 567,
  patientResponsibility: 617,
};

describe('waterfallRows', () => {
  it('keeps core’s amounts and leaves out the steps of zero', () => {
    const rows = waterfallRows(claimWaterfall([crown]));
    expect(rows.map((row) => [row.step, row.amount])).toEqual([
      ['billed', 1480],
      ['networkDiscount', 296],
      ['deductible', 50],
      ['coinsurance', 567],
      ['planPaid', 567],
      ['youOwe', 617],
    ]);
  });

  it('always shows billed, plan paid and you owe, even at zero', () => {
    const rows = waterfallRows(claimWaterfall([]));
    expect(rows.map((row) => row.step)).toEqual(['billed', 'planPaid', 'youOwe']);
    expect(rows.every((row) => row.barWidth === 0)).toBe(true);
  });

  it('hangs each deduction from where the previous one ended, and plan paid fills what is left', () => {
    const rows = waterfallRows(claimWaterfall([crown]));
    const bar = (step: string) => rows.find((row) => row.step === step)!;
    expect(bar('billed')).toMatchObject({ barStart: 0, barWidth: 1 });
    expect(bar('networkDiscount').barStart + bar('networkDiscount').barWidth).toBeCloseTo(1);
    expect(bar('deductible').barStart + bar('deductible').barWidth).toBeCloseTo(bar('networkDiscount').barStart);
    expect(bar('coinsurance').barStart + bar('coinsurance').barWidth).toBeCloseTo(bar('deductible').barStart);
    expect(bar('planPaid').barStart).toBe(0);
    expect(bar('planPaid').barWidth).toBeCloseTo(bar('coinsurance').barStart);
    expect(bar('youOwe')).toMatchObject({ barStart: 0 });
    expect(bar('youOwe').barWidth).toBeCloseTo(617 / 1480);
  });
});

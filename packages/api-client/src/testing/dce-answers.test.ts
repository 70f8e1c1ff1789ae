import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import { mockDentalCostEstimate } from './dce-answers.ts';

describe('mock dental cost estimator', () => {
  it('answers the contract\'s sample for the sample request', () => {
    expect(mockDentalCostEstimate(callSamples.estimateDentalCost.body)).toEqual(callSamples.estimateDentalCost.response);
  });

  it('caps the plan at the annual maximum, leaves orthodontics out of it and covers no cosmetic work', () => {
    const estimate = mockDentalCostEstimate({ claimant: 1, procedureCodes: ['D2740', 'D2740', 'D2740', 'D8080', 'D9972'] });
    expect(estimate.procedures.map((line) => [line.planPays, line.remarkCode])).toEqual([
      [495, 'D1'],
      [520, ''],
      [485, 'M1'],
      [2300, ''],
      [0, 'N1'],
    ]);
    expect(estimate.planYear.remainingMaximumAfter).toBe(0);
    const cents = (value: number) => Math.round(value * 100);
    expect(cents(estimate.totals.planPays) + cents(estimate.totals.youPay)).toBe(cents(estimate.totals.networkAllowed));
  });
});

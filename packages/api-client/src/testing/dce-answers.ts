// A mock dental cost estimator for tests and Storybook: the contract's
// procedures, and an estimate of any of them by the sample plan's rules —
// in-network fee 80 % of the typical fee; preventive 100 %, basic 80 %,
// major and orthodontics 50 %, cosmetic not covered; a $50 deductible on
// basic and major work; a $1,500 annual maximum (orthodontics has its own).
// For the contract's sample request it answers the contract's sample.
import type { DceEstimateLine, DceEstimateRequest, DceEstimateResponse, DceProcedure } from '@portal/contract';
import { callSamples } from '@portal/contract/samples';

export const mockDceProcedures: readonly DceProcedure[] = callSamples.getDceProcedures.response.procedures;

const planPercents: Record<DceProcedure['serviceType'], number> = {
  Preventive: 100,
  Basic: 80,
  Major: 50,
  Orthodontics: 50,
  Cosmetic: 0,
};
const annualMaximum = 1500;
const deductible = 50;

const cents = (value: number) => Math.round(value * 100) / 100;

/** The estimate the mock estimator answers; unknown codes are priced as a $100 basic procedure. */
export function mockDentalCostEstimate({ claimant, procedureCodes }: DceEstimateRequest): DceEstimateResponse {
  let maximumLeft = annualMaximum;
  let deductibleLeft = deductible;
  const procedures = procedureCodes.map((code): DceEstimateLine => {
    const procedure = mockDceProcedures.find((known) => known.code === code) ?? { code, serviceType: 'Basic', typicalFee: 100 };
    const networkAllowed = cents(procedure.typicalFee * 0.8);
    const planPercent = planPercents[procedure.serviceType];
    const takesDeductible = procedure.serviceType === 'Basic' || procedure.serviceType === 'Major';
    const deductibleApplied = takesDeductible ? Math.min(deductibleLeft, networkAllowed) : 0;
    deductibleLeft = cents(deductibleLeft - deductibleApplied);
    const byPercent = cents(((networkAllowed - deductibleApplied) * planPercent) / 100);
    const countsAgainstMaximum = procedure.serviceType !== 'Orthodontics';
    const planPays = countsAgainstMaximum ? Math.min(byPercent, maximumLeft) : byPercent;
    if (countsAgainstMaximum) maximumLeft = cents(maximumLeft - planPays);
    const remarkCode =
      planPercent === 0 ? 'N1' : planPays < byPercent ? 'M1' : deductibleApplied > 0 ? 'D1' : '';
    return {
      code,
      serviceType: procedure.serviceType,
      typicalFee: procedure.typicalFee,
      networkAllowed,
      planPercent,
      deductibleApplied,
      planPays,
      youPay: cents(networkAllowed - planPays),
      remarkCode,
    };
  });
  const sum = (field: 'typicalFee' | 'networkAllowed' | 'deductibleApplied' | 'planPays' | 'youPay') =>
    cents(procedures.reduce((total, line) => total + line[field], 0));
  return {
    claimant,
    procedures,
    totals: {
      typicalFee: sum('typicalFee'),
      networkAllowed: sum('networkAllowed'),
      deductibleApplied: sum('deductibleApplied'),
      planPays: sum('planPays'),
      youPay: sum('youPay'),
    },
    planYear: {
      annualMaximum,
      remainingMaximumBefore: annualMaximum,
      remainingMaximumAfter: maximumLeft,
      deductible,
      deductibleRemainingBefore: deductible,
      deductibleRemainingAfter: deductibleLeft,
      planYearEnd: callSamples.estimateDentalCost.response.planYear.planYearEnd,
    },
  };
}

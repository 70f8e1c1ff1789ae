// The dental cost estimator (§2 /dce/home): the expected plan payment and
// out-of-pocket of planned work, with the remaining maximum and deductible
// applied. Each planned procedure, at a typical practice's fee, is paid by the
// one adjudicator the claims were paid with (adjudication/dental-line.ts) under
// the member's plan, at an in-network dentist today, after what the patient
// used this plan year — the procedures one after the other, so the second sees
// the deductible and maximum the first used. Amounts are summed in whole cents,
// so the lines add up to the totals exactly.
import { dentalServiceTypes, type DceEstimateLine, type DceEstimateResponse } from '@portal/contract';
import { dayOfWireDate } from '../../adjudication/calendar-days.ts';
import { adjudicateDentalLine, type DentalCatalogue, type PatientAccumulator } from '../../adjudication/dental-line.ts';
import type { DentalPlan, DentalServiceType } from '../../adjudication/dental-plan.ts';
import { cents, type LineAmounts } from '../../adjudication/line-amounts.ts';
import type { PlanYearAccumulators } from '../benefits/accumulators.ts';
import type { ProcedureRecord } from './repository.ts';

const isServiceType = (value: string): value is DentalServiceType => (dentalServiceTypes as readonly string[]).includes(value);

/** The procedures the estimator knows (those of a known service type), as the adjudicator reads them. */
export function catalogueOf(procedures: readonly ProcedureRecord[]): DentalCatalogue & { knows(code: string): boolean } {
  const byCode = new Map(procedures.filter((p) => isServiceType(p.serviceType)).map((p) => [p.code, p]));
  return {
    knows: (code) => byCode.has(code),
    serviceTypeOf: (code) => {
      const serviceType = byCode.get(code)?.serviceType;
      return serviceType !== undefined && isServiceType(serviceType) ? serviceType : undefined;
    },
    typicalFeeOf: (code) => {
      const procedure = byCode.get(code);
      if (!procedure) throw new Error(`No typical fee for ${code}`);
      return procedure.typicalFee;
    },
  };
}

/**
 * An office's fees as a percent of a typical practice's, 85–115 %, fixed for
 * the office. The synthetic directory carries no fee schedules, so each
 * office's is derived from its provider id (the same office always prices the
 * same); a real directory would load each office's contracted schedule.
 */
export function officeFeePercent(providerId: string): number {
  const id = BigInt(providerId);
  return 85 + Number((id * 2_654_435_761n) % 31n);
}

/** The catalogue priced at an office: each typical fee times the office's percent, to the cent. */
export function catalogueAtOffice<C extends DentalCatalogue>(catalogue: C, feePercent: number): C {
  return {
    ...catalogue,
    typicalFeeOf: (code: string) => Math.round(catalogue.typicalFeeOf(code) * feePercent) / 100,
  };
}

/**
 * What the adjudicator counts as used this plan year: the snapshot's figures
 * (benefits accumulators, summed from the processed claims). A met family
 * deductible counts as the patient's own deductible met, as the snapshot says.
 */
export function accumulatorOf(current: PlanYearAccumulators): PatientAccumulator {
  return {
    deductibleMet: new Map([[current.planYear, cents(current.deductible - current.deductibleRemaining)]]),
    paid: new Map([[current.planYear, current.annualMaximumUsed]]),
    orthoPaid: current.orthoLifetimeUsed,
  };
}

export interface EstimateInput {
  readonly claimant: number;
  readonly procedureCodes: readonly string[];
  readonly plan: DentalPlan;
  readonly catalogue: DentalCatalogue;
  /** The patient's figures of the plan year containing `today`. */
  readonly current: PlanYearAccumulators;
  /** Last day of that plan year (ISO). */
  readonly planYearEnd: string;
  /** Day number (days since 1970-01-01, UTC) of the estimate. */
  readonly today: number;
  /** yyyymmdd the line started (§3 MEM-EFF-DT), for the waiting period. */
  readonly lineEffectiveDate: number;
}

const toCents = (amount: number) => Math.round(amount * 100);
const fromCents = (whole: number) => whole / 100 + 0;
const sumCents = (lines: readonly DceEstimateLine[], field: keyof Omit<DceEstimateLine, 'code' | 'serviceType' | 'remarkCode'>) =>
  lines.reduce((sum, line) => sum + toCents(line[field]), 0);

const blankLine = (code: string, charge: number): LineAmounts => ({
  paidCode: code, charges: charge, providerAdjustment: 0, amountCovered: 0, deductibleApplied: 0, percentPlanPays: 0,
  amountPayable: 0, patientResponsibility: 0, remarkCode: null,
});

export function estimateProcedures(input: EstimateInput): DceEstimateResponse {
  const { plan, catalogue, current } = input;
  const accumulator = accumulatorOf(current);
  const context = {
    plan, catalogue, inNetwork: true, accumulator, consumes: true, coverageStartDay: dayOfWireDate(input.lineEffectiveDate),
  };
  const procedures = input.procedureCodes.map((code): DceEstimateLine => {
    const typicalFee = catalogue.typicalFeeOf(code);
    const line = adjudicateDentalLine({ code, charge: typicalFee }, blankLine(code, typicalFee), input.today, context);
    return {
      code,
      serviceType: catalogue.serviceTypeOf(code)!,
      typicalFee,
      networkAllowed: fromCents(toCents(line.amountPayable) + toCents(line.patientResponsibility)),
      planPercent: line.percentPlanPays,
      deductibleApplied: line.deductibleApplied,
      planPays: line.amountPayable,
      youPay: line.patientResponsibility,
      // The adjudicator gives dental lines only these codes (F1 needs a denial, which an estimate never carries).
      remarkCode: (line.remarkCode ?? '') as DceEstimateLine['remarkCode'],
    };
  });
  // Orthodontic payments count against their own lifetime maximum, not the annual one.
  const againstAnnualMaximum = procedures.filter((line) => line.serviceType !== 'Orthodontics');
  const hasAnnualMaximum = current.annualMaximum > 0;
  return {
    claimant: input.claimant,
    procedures,
    totals: {
      typicalFee: fromCents(sumCents(procedures, 'typicalFee')),
      networkAllowed: fromCents(sumCents(procedures, 'networkAllowed')),
      deductibleApplied: fromCents(sumCents(procedures, 'deductibleApplied')),
      planPays: fromCents(sumCents(procedures, 'planPays')),
      youPay: fromCents(sumCents(procedures, 'youPay')),
    },
    planYear: {
      annualMaximum: current.annualMaximum,
      remainingMaximumBefore: current.annualMaximumRemaining,
      remainingMaximumAfter: hasAnnualMaximum
        ? fromCents(toCents(current.annualMaximumRemaining) - sumCents(againstAnnualMaximum, 'planPays'))
        : 0,
      deductible: current.deductible,
      deductibleRemainingBefore: current.deductibleRemaining,
      deductibleRemainingAfter: fromCents(toCents(current.deductibleRemaining) - sumCents(procedures, 'deductibleApplied')),
      planYearEnd: input.planYearEnd,
    },
  };
}

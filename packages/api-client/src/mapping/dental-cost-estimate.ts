// §2 dental cost estimator: the procedures it knows and the
// expected plan payment and out-of-pocket of planned procedures, with the
// plan year's remaining maximum and deductible applied. Money stays dollars.
import type {
  DceEstimateLine,
  DceEstimateResponse,
  DceEstimateTotals,
  DcePlanYear,
  DceProcedure,
  DceProceduresResponse,
} from '@portal/contract';
import { textOrUndefined } from './wire-values.ts';

/** The class of service a procedure is paid under. */
export type DentalServiceType = 'preventive' | 'basic' | 'major' | 'orthodontics' | 'cosmetic';

export interface EstimableProcedure {
  /** CDT code, e.g. D2391; the site has the plain names in English and Spanish. */
  code: string;
  serviceType: DentalServiceType;
  /** A typical practice's fee. */
  typicalFee: number;
}

export interface DentalCostEstimateLine extends EstimableProcedure {
  /** What an in-network dentist may charge. */
  networkAllowed: number;
  /** 0–100. */
  planPercent: number;
  deductibleApplied: number;
  planPays: number;
  /** What the member would owe an in-network dentist. */
  youPay: number;
  /** Why the plan pays less than its percent, as on a claim line (D1, W1, M1, …). */
  remarkCode?: string;
}

export interface DentalCostEstimateTotals {
  typicalFee: number;
  networkAllowed: number;
  deductibleApplied: number;
  planPays: number;
  youPay: number;
}

export interface DentalCostPlanYear {
  /** 0 when the plan has none. */
  annualMaximum: number;
  remainingMaximumBefore: number;
  remainingMaximumAfter: number;
  deductible: number;
  deductibleRemainingBefore: number;
  deductibleRemainingAfter: number;
  /** ISO date: the last day of the plan year the maximum and deductible belong to. */
  planYearEnd: string;
}

/** The office an estimate is priced at (find care's directory). */
export interface DentalCostEstimateOffice {
  id: string;
  name: string;
  address: { street: string; city: string; state: string; zip: string };
  /** Its fees as a percent of a typical practice's. */
  feePercent: number;
}

export interface DentalCostEstimate {
  /** As Patient.claimant. */
  claimantNumber: string;
  /** The office whose fees were used; absent for a typical practice's. */
  office?: DentalCostEstimateOffice;
  /** One per planned procedure, in the order asked. */
  lines: DentalCostEstimateLine[];
  totals: DentalCostEstimateTotals;
  planYear: DentalCostPlanYear;
}

const serviceTypes: Record<DceProcedure['serviceType'], DentalServiceType> = {
  Preventive: 'preventive',
  Basic: 'basic',
  Major: 'major',
  Orthodontics: 'orthodontics',
  Cosmetic: 'cosmetic',
};

export function toEstimableProcedure(wire: DceProcedure): EstimableProcedure {
  return { code: wire.code, serviceType: serviceTypes[wire.serviceType], typicalFee: wire.typicalFee };
}

export function toEstimableProcedures(wire: DceProceduresResponse): EstimableProcedure[] {
  return wire.procedures.map(toEstimableProcedure);
}

export function toDentalCostEstimateLine(wire: DceEstimateLine): DentalCostEstimateLine {
  return {
    code: wire.code,
    serviceType: serviceTypes[wire.serviceType],
    typicalFee: wire.typicalFee,
    networkAllowed: wire.networkAllowed,
    planPercent: wire.planPercent,
    deductibleApplied: wire.deductibleApplied,
    planPays: wire.planPays,
    youPay: wire.youPay,
    remarkCode: textOrUndefined(wire.remarkCode),
  };
}

function toTotals(wire: DceEstimateTotals): DentalCostEstimateTotals {
  return {
    typicalFee: wire.typicalFee,
    networkAllowed: wire.networkAllowed,
    deductibleApplied: wire.deductibleApplied,
    planPays: wire.planPays,
    youPay: wire.youPay,
  };
}

function toPlanYear(wire: DcePlanYear): DentalCostPlanYear {
  return {
    annualMaximum: wire.annualMaximum,
    remainingMaximumBefore: wire.remainingMaximumBefore,
    remainingMaximumAfter: wire.remainingMaximumAfter,
    deductible: wire.deductible,
    deductibleRemainingBefore: wire.deductibleRemainingBefore,
    deductibleRemainingAfter: wire.deductibleRemainingAfter,
    planYearEnd: wire.planYearEnd,
  };
}

export function toDentalCostEstimate(wire: DceEstimateResponse): DentalCostEstimate {
  const { office } = wire;
  return {
    claimantNumber: String(wire.claimant),
    ...(office
      ? {
          office: {
            id: office.providerId, name: office.name, feePercent: office.feePercent,
            address: { street: office.street, city: office.city, state: office.state, zip: office.zip },
          },
        }
      : {}),
    lines: wire.procedures.map(toDentalCostEstimateLine),
    totals: toTotals(wire.totals),
    planYear: toPlanYear(wire.planYear),
  };
}

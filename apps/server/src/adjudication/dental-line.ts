// How a dental plan pays a procedure line: the network fee, the deductible
// and annual maximum per patient and plan year, alternate benefits,
// waiting periods for major services, the orthodontic lifetime maximum.
// The one adjudicator: the seed pays its synthetic claims with it, and the
// dental cost estimator estimates with it.
import { addMonths, yearOf } from './calendar-days.ts';
import type { DentalPlan, DentalServiceType } from './dental-plan.ts';
import { cents, refused, type DenialCode, type LineAmounts, type RemarkCode } from './line-amounts.ts';

/** What the patient has used of the plan: per plan year (the calendar year it starts in), and for life (orthodontics). */
export interface PatientAccumulator {
  deductibleMet: Map<number, number>;
  paid: Map<number, number>;
  orthoPaid: number;
}

/** The procedure codes a plan knows. */
export interface DentalCatalogue {
  /** undefined: not a dental procedure. */
  serviceTypeOf(code: string): DentalServiceType | undefined;
  /** The middle of a typical practice's fee range; an alternate benefit pays at the ratio of two of these. */
  typicalFeeOf(code: string): number;
}

/** A procedure as the practice bills it. */
export interface DentalProcedureCharge {
  code: string;
  charge: number;
  /** An alternate benefit already decided: the code the plan pays instead. */
  paidCode?: string;
  /** Refused before the plan looks further (e.g. frequency). */
  denial?: DenialCode;
}

/** Posterior composite → the amalgam with as many surfaces (alternate benefit). */
const amalgamFor: Readonly<Record<string, string>> = { D2391: 'D2140', D2392: 'D2150', D2393: 'D2160' };

export interface DentalContext {
  plan: DentalPlan;
  catalogue: DentalCatalogue;
  inNetwork: boolean;
  accumulator: PatientAccumulator;
  /** Estimates and pending claims read the accumulators but do not use them up. */
  consumes: boolean;
  coverageStartDay: number | undefined;
}

export function adjudicateDentalLine<L extends LineAmounts>(
  procedure: DentalProcedureCharge, blank: L, serviceDay: number, context: DentalContext,
): L {
  const { plan, catalogue, inNetwork, accumulator } = context;
  const code = procedure.code;
  const serviceType = catalogue.serviceTypeOf(code);
  if (!serviceType) throw new Error(`${code} is not a dental procedure`);
  const allowed = inNetwork ? cents(procedure.charge * plan.networkFeeShare) : procedure.charge;
  if (procedure.denial) return refused(blank, allowed, procedure.denial);
  if (serviceType === 'Cosmetic') return refused(blank, allowed, 'N1');
  const waitingEnds = context.coverageStartDay === undefined ? undefined : addMonths(context.coverageStartDay, plan.majorWaitingMonths);
  if (serviceType === 'Major' && waitingEnds !== undefined && serviceDay < waitingEnds) return refused(blank, allowed, 'W1');

  const percent = plan.percentByServiceType[serviceType];
  // The plan year starting in `planYearStartMonth` that contains the day (as the benefits repository counts it).
  const year = yearOf(addMonths(serviceDay, -(plan.planYearStartMonth - 1)));
  let covered = allowed;
  let remark: RemarkCode | null = null;
  const paidCode = procedure.paidCode ?? (plan.posteriorCompositeAsAmalgam ? amalgamFor[code] : undefined);
  if (paidCode && paidCode !== code) {
    covered = cents(Math.min(allowed, (allowed * catalogue.typicalFeeOf(paidCode)) / catalogue.typicalFeeOf(code)));
    remark = 'A1';
  }
  let deductible = 0;
  let payable: number;
  if (serviceType === 'Orthodontics') {
    const orthoRemaining = Math.max(0, plan.orthoLifetimeMaximum - accumulator.orthoPaid);
    covered = percent > 0 ? cents(Math.min(covered, (orthoRemaining * 100) / percent)) : 0;
    payable = cents((covered * percent) / 100);
    remark = code === 'D8670' ? 'O2' : 'O4';
    if (context.consumes) accumulator.orthoPaid = cents(accumulator.orthoPaid + payable);
  } else {
    if (serviceType === 'Basic' || serviceType === 'Major') {
      deductible = cents(Math.min(covered, Math.max(0, plan.deductible - (accumulator.deductibleMet.get(year) ?? 0))));
      if (deductible > 0 && remark === null) remark = 'D1';
    }
    payable = cents(((covered - deductible) * percent) / 100);
    const remaining = Math.max(0, plan.annualMaximum - (accumulator.paid.get(year) ?? 0));
    if (payable > remaining) {
      payable = cents(remaining);
      remark = 'M1';
    }
    if (context.consumes) {
      accumulator.deductibleMet.set(year, cents((accumulator.deductibleMet.get(year) ?? 0) + deductible));
      accumulator.paid.set(year, cents((accumulator.paid.get(year) ?? 0) + payable));
    }
  }
  return {
    ...blank,
    paidCode: paidCode ?? code,
    providerAdjustment: cents(procedure.charge - allowed),
    amountCovered: covered,
    deductibleApplied: deductible,
    percentPlanPays: percent,
    amountPayable: payable,
    patientResponsibility: cents(allowed - payable),
    remarkCode: remark,
  };
}

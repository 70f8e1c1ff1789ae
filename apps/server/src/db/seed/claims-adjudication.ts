// How the plan pays each procedure line (§3 procedure line: charges, provider
// adjustment, amount covered, deductible applied, percent plan pays, amount
// payable): network fees, deductibles and annual maximums per patient and
// calendar year, alternate benefits, waiting periods, ortho lifetime maximum,
// vision copays and allowances.
import { addMonths, ageOn, dayOfWireDate, isoOf, yearOf } from './claims-calendar.ts';
import { dentalProcedures, feeRangeOf, isDentalCode, visionItems, type ProcedureCode } from './claims-catalogue.ts';
import type { ClaimPlans, DentalPlan, VisionPlan } from './claims-plans.ts';
import type {
  PlannedClaim, PlannedProcedure, RemarkCode, SeedClaimStatus, SeedProcedureLine,
} from './claims-seed-types.ts';

/** Rounded to the cent (never -0). */
export const cents = (amount: number) => Math.round(amount * 100) / 100 + 0;

/** What the patient has used of the plan: per calendar year, and for life (orthodontics). */
interface PatientAccumulator {
  deductibleMet: Map<number, number>;
  paid: Map<number, number>;
  orthoPaid: number;
}

export interface AdjudicatedClaim {
  planned: PlannedClaim;
  status: SeedClaimStatus;
  receivedDay: number;
  /** undefined while pending. */
  processedDay: number | undefined;
  lines: SeedProcedureLine[];
}

const deniedRemarks: ReadonlySet<RemarkCode | null> = new Set(['F1', 'N1', 'V4', 'W1']);

function blankLine(procedure: PlannedProcedure, lineNumber: number, serviceDay: number): SeedProcedureLine {
  return {
    lineNumber,
    serviceDate: isoOf(serviceDay + (procedure.dayOffset ?? 0)),
    toothArchQuad: procedure.toothArchQuad ?? '',
    surface: procedure.surface ?? '',
    submittedCode: procedure.code,
    paidCode: procedure.paidCode ?? procedure.code,
    charges: procedure.charge,
    providerAdjustment: 0,
    amountCovered: 0,
    deductibleApplied: 0,
    percentPlanPays: 0,
    amountPayable: 0,
    patientResponsibility: 0,
    remarkCode: null,
  };
}

function refused(line: SeedProcedureLine, allowed: number, remark: RemarkCode): SeedProcedureLine {
  return { ...line, providerAdjustment: cents(line.charges - allowed), patientResponsibility: allowed, remarkCode: remark };
}

/** Posterior composite → the amalgam with as many surfaces (alternate benefit). */
const amalgamFor: Partial<Record<ProcedureCode, ProcedureCode>> = { D2391: 'D2140', D2392: 'D2150', D2393: 'D2160' };

function midFee(code: ProcedureCode): number {
  const [low, high] = feeRangeOf(code);
  return (low + high) / 2;
}

interface DentalContext {
  plan: DentalPlan;
  inNetwork: boolean;
  accumulator: PatientAccumulator;
  /** Estimates and pending claims read the accumulators but do not use them up. */
  consumes: boolean;
  coverageStartDay: number | undefined;
}

function adjudicateDentalLine(procedure: PlannedProcedure, blank: SeedProcedureLine, serviceDay: number, context: DentalContext): SeedProcedureLine {
  const { plan, inNetwork, accumulator } = context;
  const code = procedure.code;
  if (!isDentalCode(code)) throw new Error(`${code} is not a dental procedure`);
  const { serviceType } = dentalProcedures[code];
  const allowed = inNetwork ? cents(procedure.charge * plan.networkFeeShare) : procedure.charge;
  if (procedure.denial) return refused(blank, allowed, procedure.denial);
  if (serviceType === 'Cosmetic') return refused(blank, allowed, 'N1');
  const waitingEnds = context.coverageStartDay === undefined ? undefined : addMonths(context.coverageStartDay, plan.majorWaitingMonths);
  if (serviceType === 'Major' && waitingEnds !== undefined && serviceDay < waitingEnds) return refused(blank, allowed, 'W1');

  const percent = plan.percentByServiceType[serviceType];
  const year = yearOf(serviceDay);
  let covered = allowed;
  let remark: RemarkCode | null = null;
  const paidCode = procedure.paidCode ?? (plan.posteriorCompositeAsAmalgam ? amalgamFor[code] : undefined);
  if (paidCode && paidCode !== code) {
    covered = cents(Math.min(allowed, (allowed * midFee(paidCode)) / midFee(code)));
    remark = 'A1';
  }
  let deductible = 0;
  let payable: number;
  if (serviceType === 'Orthodontics') {
    const orthoRemaining = Math.max(0, plan.orthoLifetimeMaximum - accumulator.orthoPaid);
    covered = cents(Math.min(covered, (orthoRemaining * 100) / percent));
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

interface VisionContext {
  plan: VisionPlan;
  inNetwork: boolean;
  /** The materials copay is taken once per claim, on the lenses. */
  copayTaken: { materials: boolean };
  patientAge: number;
}

function adjudicateVisionLine(procedure: PlannedProcedure, blank: SeedProcedureLine, context: VisionContext): SeedProcedureLine {
  const { plan, inNetwork } = context;
  const code = procedure.code;
  if (isDentalCode(code)) throw new Error(`${code} is not a vision item`);
  const { kind } = visionItems[code];
  const charge = procedure.charge;
  // Frames and contacts are paid up to an allowance without a network fee; services and lenses at the network fee.
  const discounted = inNetwork && (kind === 'exam' || kind === 'lenses' || kind === 'lensOption');
  const allowed = discounted ? cents(charge * plan.networkFeeShare) : charge;
  if (procedure.denial) return refused(blank, allowed, procedure.denial);

  let covered = allowed;
  let payable = allowed;
  let remark: RemarkCode | null = null;
  if (!inNetwork) {
    const schedule = { exam: plan.outOfNetwork.exam, frames: plan.outOfNetwork.frames, lenses: plan.outOfNetwork.lenses, contacts: plan.outOfNetwork.contacts, lensOption: 0 }[kind];
    if (schedule === 0) return refused(blank, allowed, 'N1');
    covered = Math.min(charge, schedule);
    payable = covered;
    remark = 'V3';
  } else if (kind === 'exam' || kind === 'lenses') {
    const copay = kind === 'exam' ? plan.examCopay : context.copayTaken.materials ? 0 : plan.materialsCopay;
    if (kind === 'lenses') context.copayTaken.materials = true;
    payable = cents(Math.max(0, allowed - copay));
    if (copay > 0) remark = 'V1';
  } else if (kind === 'frames' || kind === 'contacts') {
    const allowance = kind === 'frames' ? plan.frameAllowance : plan.contactsAllowance;
    covered = Math.min(charge, allowance);
    payable = covered;
    if (charge > allowance) remark = 'V2';
  } else if (code === 'V2784' && context.patientAge < 19) {
    // Polycarbonate lenses are covered for children; other lens options are cosmetic.
    remark = null;
  } else {
    return refused(blank, allowed, 'N1');
  }
  return {
    ...blank,
    providerAdjustment: cents(charge - allowed),
    amountCovered: cents(covered),
    deductibleApplied: 0,
    percentPlanPays: covered > 0 ? Math.round((payable / covered) * 100) : 0,
    amountPayable: cents(payable),
    patientResponsibility: cents(allowed - payable),
    remarkCode: remark,
  };
}

function pendingLines(planned: PlannedClaim): SeedProcedureLine[] {
  return planned.procedures.map((procedure, index) => ({
    ...blankLine(procedure, index + 1, planned.serviceDay),
    remarkCode: 'P1',
  }));
}

function statusOf(planned: PlannedClaim, lines: readonly SeedProcedureLine[], pending: boolean): SeedClaimStatus {
  if (pending) return 'PENDING';
  if (planned.type === 'estimate') return 'ESTIMATED';
  if (lines.every((line) => line.amountPayable === 0)) return 'DENIED';
  return lines.some((line) => deniedRemarks.has(line.remarkCode) || line.remarkCode === 'M1') ? 'PARTIAL' : 'PAID';
}

export interface AdjudicationOptions {
  plans: ClaimPlans;
  today: number;
  /** yyyy-mm-dd birth date of each claimant. */
  birthDateOf: (claimantNumber: number) => string;
}

function lastServiceDay(planned: PlannedClaim): number {
  return planned.serviceDay + Math.max(0, ...planned.procedures.map((p) => p.dayOffset ?? 0));
}

/**
 * Adjudicates a member's claims in order of service, so deductibles and
 * maximums are used up as they would have been. A claim received but not yet
 * processed by `today` is pending; one not yet received is left out.
 */
export function adjudicateClaims(planned: readonly PlannedClaim[], { plans, today, birthDateOf }: AdjudicationOptions): AdjudicatedClaim[] {
  const accumulators = new Map<string, PatientAccumulator>();
  const accumulatorOf = (claim: PlannedClaim) => {
    const { line } = claim;
    const key = `${line.subsidiaryNumber}-${line.policyNumber}-${line.divisionNumber}-${line.certificateNumber}-${line.lob}:${claim.claimantNumber}`;
    let accumulator = accumulators.get(key);
    if (!accumulator) {
      accumulator = { deductibleMet: new Map(), paid: new Map(), orthoPaid: 0 };
      accumulators.set(key, accumulator);
    }
    return accumulator;
  };

  const ordered = [...planned].sort((a, b) => a.serviceDay - b.serviceDay || a.claimantNumber - b.claimantNumber);
  const adjudicated: AdjudicatedClaim[] = [];
  for (const claim of ordered) {
    const receivedDay = lastServiceDay(claim) + claim.receivedAfterDays;
    if (receivedDay > today) continue;
    const processed = receivedDay + claim.processedAfterDays;
    const pending = processed > today && claim.type !== 'estimate';
    const processedDay = pending ? undefined : Math.min(processed, today);
    let lines: SeedProcedureLine[];
    if (pending) {
      lines = pendingLines(claim);
    } else if (claim.type === 'vision') {
      const context: VisionContext = {
        plan: plans.vision(claim.line),
        inNetwork: claim.provider.inNetwork,
        copayTaken: { materials: false },
        patientAge: ageOn(birthDateOf(claim.claimantNumber), claim.serviceDay),
      };
      lines = claim.procedures.map((procedure, index) =>
        adjudicateVisionLine(procedure, blankLine(procedure, index + 1, claim.serviceDay), context),
      );
    } else {
      const context: DentalContext = {
        plan: plans.dental(claim.line),
        inNetwork: claim.provider.inNetwork,
        accumulator: accumulatorOf(claim),
        consumes: claim.type !== 'estimate',
        coverageStartDay: dayOfWireDate(claim.line.effectiveDate),
      };
      lines = claim.procedures.map((procedure, index) => {
        const serviceDay = claim.serviceDay + (procedure.dayOffset ?? 0);
        return adjudicateDentalLine(procedure, blankLine(procedure, index + 1, claim.serviceDay), serviceDay, context);
      });
    }
    adjudicated.push({ planned: claim, status: statusOf(claim, lines, pending), receivedDay, processedDay, lines });
  }
  return adjudicated;
}

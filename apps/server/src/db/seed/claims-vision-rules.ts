// How a vision plan pays a line: exams and lenses at the network fee less a
// copay, frames and contacts up to an allowance, out-of-network services up
// to a schedule, polycarbonate for children; other lens options are not covered.
import { isDentalCode, visionItems } from './claims-catalogue.ts';
import { cents, refused, type RemarkCode } from '../../adjudication/line-amounts.ts';
import type { VisionPlan } from './claims-plans.ts';
import type { PlannedProcedure, SeedProcedureLine } from './claims-seed-types.ts';

export interface VisionContext {
  plan: VisionPlan;
  inNetwork: boolean;
  /** The materials copay is taken once per claim, on the lenses. */
  copayTaken: { materials: boolean };
  patientAge: number;
}

export function adjudicateVisionLine(procedure: PlannedProcedure, blank: SeedProcedureLine, context: VisionContext): SeedProcedureLine {
  const { plan, inNetwork } = context;
  const code = procedure.code;
  if (isDentalCode(code)) throw new Error(`${code} is not a vision item`);
  const { kind } = visionItems[code];
  const charge = procedure.charge;
  const item = kind === 'lensOption' ? 'lenses' : kind;
  // Frames and contacts are paid up to an allowance without a network fee; services and lenses at the network fee.
  const discounted = inNetwork && (kind === 'exam' || kind === 'lenses' || kind === 'lensOption');
  const allowed = discounted ? cents(charge * plan.networkFeeShare) : charge;
  if (procedure.denial) return refused(blank, allowed, procedure.denial);
  if (!plan.coveredItems.has(item)) return refused(blank, allowed, 'N2');

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

// The amounts of one procedure line, before and after the plan looks at it.
import { isoOf } from './claims-calendar.ts';
import type { PlannedProcedure, RemarkCode, SeedProcedureLine } from './claims-seed-types.ts';

/** Rounded to the cent (never -0). */
export const cents = (amount: number) => Math.round(amount * 100) / 100 + 0;

/** The line as billed: charges only, nothing covered yet. */
export function blankLine(procedure: PlannedProcedure, lineNumber: number, serviceDay: number): SeedProcedureLine {
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

/** A refused line: the patient owes the allowed fee. */
export function refused(line: SeedProcedureLine, allowed: number, remark: RemarkCode): SeedProcedureLine {
  return { ...line, providerAdjustment: cents(line.charges - allowed), patientResponsibility: allowed, remarkCode: remark };
}

// The amounts of one procedure line before the plan looks at it (the plan's
// decision: adjudication/dental-line.ts and claims-vision-rules.ts).
import { isoOf } from '../../adjudication/calendar-days.ts';
import type { PlannedProcedure, SeedProcedureLine } from './claims-seed-types.ts';

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

// The amounts of one procedure line as a plan decides them (§3 procedure
// line: provider adjustment, amount covered, deductible applied, percent
// plan pays, amount payable), and the remark codes that explain them
// (migration 004 remark_codes).

/** Why a line is refused before the plan looks further: frequency, cosmetic, exam within 12 months. */
export type DenialCode = 'F1' | 'N1' | 'V4';
export type RemarkCode = DenialCode | 'N2' | 'D1' | 'A1' | 'W1' | 'M1' | 'O4' | 'O2' | 'V1' | 'V2' | 'V3' | 'P1';

export interface LineAmounts {
  /** The code the plan paid (an alternate benefit pays another code than billed). */
  paidCode: string;
  charges: number;
  providerAdjustment: number;
  amountCovered: number;
  deductibleApplied: number;
  percentPlanPays: number;
  amountPayable: number;
  patientResponsibility: number;
  remarkCode: RemarkCode | null;
}

/** Rounded to the cent (never -0). */
export const cents = (amount: number) => Math.round(amount * 100) / 100 + 0;

/** A refused line: the patient owes the allowed fee. */
export function refused<L extends LineAmounts>(line: L, allowed: number, remark: RemarkCode): L {
  return { ...line, providerAdjustment: cents(line.charges - allowed), patientResponsibility: allowed, remarkCode: remark };
}

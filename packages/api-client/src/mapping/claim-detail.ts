// §2 claim detail: the calculation, procedure lines, payments and, for ortho
// claims, the payment schedule; §3 header, procedure line and payment fields;
// §9 an estimate is valid 12 months. Money stays dollars; dates are ISO.
import type {
  CalculationTotals,
  ClaimDetailResponse,
  ClaimHeader as WireClaimHeader,
  ClaimPayment as WireClaimPayment,
  OrthoScheduleRow,
  ProcedureLine as WireProcedureLine,
} from '@portal/contract';
import { claimKindOf, claimStatusOf, type ClaimKind, type ClaimStatus } from './claim-values.ts';
import { toPatientRelationship, type PatientRelationship } from './patients.ts';
import { textOrUndefined, wireDateToIso, wireDateToOptionalIso } from './wire-values.ts';

export interface ClaimHeader {
  claimNumber: string;
  kind: ClaimKind;
  sourceCode: string;
  status: ClaimStatus;
  /** As the claims system writes it (upper case). */
  patientName: string;
  /** CLMT, as a string like Patient.claimant. */
  claimantNumber: string;
  patientDateOfBirth?: string;
  patientRelationship: PatientRelationship;
  serviceDate: string;
  /** Absent while the claim is pending. */
  processedDate?: string;
  providerName: string;
  providerCharges: number;
  patientOwes: number;
  planSponsorName: string;
  planNumber: string;
  /** members/eob/pdf/{objectId} (downloadEob); absent when the claim has no EOB (§8 'no EOB available'). */
  eobObjectId?: string;
  /** Last day an estimate is valid (§9: 12 months); absent for a claim. */
  estimateExpires?: string;
}

export interface ProcedureLine {
  lineNumber: number;
  serviceDate: string;
  /** Tooth (1–32, A–T), arch (UA, LA) or quadrant (UR, UL, LR, LL); '' when none. */
  toothArchQuad: string;
  /** Tooth surfaces, e.g. 'MOD'; '' when none. */
  surface: string;
  /** e.g. Preventive, Basic, Major, Orthodontics, Exam, Materials. */
  serviceType: string;
  /** CDT (D2391) or vision (92014) code the provider sent. */
  submittedCode: string;
  /** The code the plan paid; differs from the submitted one for an alternate benefit. */
  paidCode: string;
  description: string;
  charges: number;
  /** Network discount. */
  providerAdjustment: number;
  amountCovered: number;
  deductibleApplied: number;
  /** 0–100. */
  percentPlanPays: number;
  amountPayable: number;
  patientResponsibility: number;
  remarkCode?: string;
  /** Why a line was reduced or denied, in words. */
  remarkText?: string;
}

export type PaymentStatus = 'issued' | 'cashed' | 'voided' | 'pending';

export interface ClaimPayment {
  /** Check or transfer number. */
  number: string;
  date: string;
  amount: number;
  status: PaymentStatus;
  /** The provider or the member. */
  payeeName: string;
}

export type OrthoInstallmentStatus = 'paid' | 'scheduled' | 'cancelled';

export interface OrthoInstallment {
  installment: number;
  dueDate: string;
  amount: number;
  status: OrthoInstallmentStatus;
}

/** The calculation of the whole claim (CALC-TOTALS). */
export interface ClaimTotals {
  charges: number;
  providerAdjustment: number;
  covered: number;
  deductible: number;
  planPays: number;
  patientOwes: number;
}

export interface ClaimDetail {
  header: ClaimHeader;
  lines: ProcedureLine[];
  /** Empty for an estimate or before payment (§8 'no payment info available'). */
  payments: ClaimPayment[];
  /** Empty unless the claim is an ortho claim. */
  orthoSchedule: OrthoInstallment[];
  totals: ClaimTotals;
}

const paymentStatuses: Record<WireClaimPayment['PMT-STATUS'], PaymentStatus> = {
  ISSUED: 'issued',
  CASHED: 'cashed',
  VOIDED: 'voided',
  PENDING: 'pending',
};

const installmentStatuses: Record<OrthoScheduleRow['SCHED-STATUS'], OrthoInstallmentStatus> = {
  PAID: 'paid',
  SCHEDULED: 'scheduled',
  CANCELLED: 'cancelled',
};

// The claims system keeps these dates NOT NULL; '' would only mark a broken answer.
const requiredDate = (value: number) => wireDateToIso(value) ?? '';

export function toClaimHeader(wire: WireClaimHeader): ClaimHeader {
  return {
    claimNumber: wire['CLM-NO'],
    kind: claimKindOf(wire['CLM-TYPE']),
    sourceCode: wire['SRC-CD'],
    status: claimStatusOf(wire['CLM-STATUS']),
    patientName: wire['PAT-NAME'],
    claimantNumber: String(wire.CLMT),
    patientDateOfBirth: wireDateToOptionalIso(wire['PAT-DOB']),
    patientRelationship: toPatientRelationship(wire['PAT-REL']),
    serviceDate: requiredDate(wire['SVC-DT']),
    processedDate: wireDateToOptionalIso(wire['CLM-PRCS-DT']),
    providerName: wire['PROV-NAME'],
    providerCharges: wire['PROV-CHG-AMT'],
    patientOwes: wire['PAT-RESP-AMT'],
    planSponsorName: wire['PLAN-SP-NAME'],
    planNumber: wire['PLAN-NO'],
    eobObjectId: textOrUndefined(wire['EOB-OBJ-ID']),
    estimateExpires: wireDateToOptionalIso(wire['EST-EXP-DT']),
  };
}

export function toProcedureLine(wire: WireProcedureLine): ProcedureLine {
  return {
    lineNumber: wire['LINE-NO'],
    serviceDate: requiredDate(wire['SVC-DT']),
    toothArchQuad: wire['TOOTH-ARCH-QUAD'],
    surface: wire.SURFACE,
    serviceType: wire['SVC-TYPE'],
    submittedCode: wire['SUB-PROC-CD'],
    paidCode: wire['PAID-PROC-CD'],
    description: wire['PROC-DESC'],
    charges: wire['CHG-AMT'],
    providerAdjustment: wire['PROV-ADJ-AMT'],
    amountCovered: wire['COV-AMT'],
    deductibleApplied: wire['DED-AMT'],
    percentPlanPays: wire['PLAN-PCT'],
    amountPayable: wire['PAY-AMT'],
    patientResponsibility: wire['PAT-RESP-AMT'],
    remarkCode: textOrUndefined(wire['REMARK-CD']),
    remarkText: textOrUndefined(wire['REMARK-TEXT']),
  };
}

export function toClaimPayment(wire: WireClaimPayment): ClaimPayment {
  return {
    number: wire['PMT-NO'],
    date: requiredDate(wire['PMT-DT']),
    amount: wire['PAY-AMT'],
    status: paymentStatuses[wire['PMT-STATUS']],
    payeeName: wire['PAYEE-NAME'],
  };
}

export function toOrthoInstallment(wire: OrthoScheduleRow): OrthoInstallment {
  return {
    installment: wire['SCHED-SEQ-NO'],
    dueDate: requiredDate(wire['SCHED-DT']),
    amount: wire['SCHED-AMT'],
    status: installmentStatuses[wire['SCHED-STATUS']],
  };
}

export function toClaimTotals(wire: CalculationTotals): ClaimTotals {
  return {
    charges: wire['TOT-CHG-AMT'],
    providerAdjustment: wire['TOT-PROV-ADJ-AMT'],
    covered: wire['TOT-COV-AMT'],
    deductible: wire['TOT-DED-AMT'],
    planPays: wire['TOT-PAY-AMT'],
    patientOwes: wire['TOT-PAT-RESP-AMT'],
  };
}

export function toClaimDetail(wire: ClaimDetailResponse): ClaimDetail {
  return {
    header: toClaimHeader(wire['CLM-HDR']),
    lines: wire['PROC-TABLE'].map(toProcedureLine),
    payments: wire['PAYMENT-TABLE'].map(toClaimPayment),
    orthoSchedule: wire['ORTHO-SCHEDULE'].map(toOrthoInstallment),
    totals: toClaimTotals(wire['CALC-TOTALS']),
  };
}

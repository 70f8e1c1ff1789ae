// Claims the seed plans (what happened at the practice) and the adjudicated
// rows it writes (migrations/004_claims.sql).
import type { DenialCode, RemarkCode } from '../../adjudication/line-amounts.ts';
import type { Provider, ProcedureCode } from './claims-catalogue.ts';
import type { SeedCoverageLine } from './seed-types.ts';

export type SeedClaimType = 'dental' | 'ortho' | 'estimate' | 'vision';
export type SeedClaimStatus = 'PAID' | 'PARTIAL' | 'DENIED' | 'PENDING' | 'ESTIMATED';
export type PatientRelationship = 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';

export interface PlannedProcedure {
  code: ProcedureCode;
  /** Alternate benefit (A1): the code the plan pays instead. */
  paidCode?: ProcedureCode;
  toothArchQuad?: string;
  surface?: string;
  charge: number;
  /** Days after the claim's first service (a crown is seated weeks after the preparation). */
  dayOffset?: number;
  denial?: DenialCode;
}

/** One visit (or treatment) as the provider bills it, before the plan adjudicates it. */
export interface PlannedClaim {
  type: SeedClaimType;
  line: SeedCoverageLine;
  claimantNumber: number;
  /** Day number of the first service. */
  serviceDay: number;
  provider: Provider;
  sourceCode: 'EDI' | 'PAPER' | 'WEB';
  procedures: PlannedProcedure[];
  /** Ortho: months the plan's share is paid over after the first installment. */
  orthoMonths?: number;
  /** Days from the last service to receipt, and from receipt to processing. */
  receivedAfterDays: number;
  processedAfterDays: number;
}

export interface SeedProcedureLine {
  lineNumber: number;
  serviceDate: string;
  toothArchQuad: string;
  surface: string;
  submittedCode: string;
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

export interface SeedPayment {
  paymentNumber: string;
  paymentDate: string;
  amount: number;
  status: 'ISSUED' | 'CASHED' | 'VOIDED' | 'PENDING';
  payeeName: string;
  payeeType: 'provider' | 'member';
}

export interface SeedInstallment {
  installmentNumber: number;
  dueDate: string;
  amount: number;
  status: 'PAID' | 'SCHEDULED' | 'CANCELLED';
}

export interface SeedClaim {
  memberId: string;
  claimantNumber: number;
  claimNumber: string;
  sourceCode: string;
  claimType: SeedClaimType;
  status: SeedClaimStatus;
  serviceDate: string;
  receivedDate: string;
  /** null while pending. */
  processedDate: string | null;
  provider: Provider;
  planSponsorName: string;
  planNumber: string;
  line: SeedCoverageLine;
  patientRelationship: PatientRelationship;
  providerCharges: number;
  totalProviderAdjustment: number;
  totalCovered: number;
  totalDeductible: number;
  totalPayable: number;
  patientResponsibility: number;
  eobObjectId: string | null;
  estimateExpiryDate: string | null;
  lines: SeedProcedureLine[];
  payments: SeedPayment[];
  installments: SeedInstallment[];
}

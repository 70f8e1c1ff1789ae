// Domain → the §3 wire names of packages/contract: dental list rows in
// CLM-OUT (claims system: yyyymmdd dates, upper-case names), vision rows in
// claimTable (vision system: camelCase, ISO dates), and the claim detail.
import type { ClaimDetailResponse, ClaimsResponse, DentalClaimRow, VisionClaimRow } from '@portal/contract';
import type { ClaimRecord, ClaimSummaryRecord, StoredClaimStatus, StoredClaimType } from './repository.ts';
import type { ClaimDetail, ClaimsPage } from './service.ts';

/** `YYYY-MM-DD` → yyyymmdd; none → 0. */
export function wireDateOf(isoDate: string | null): number {
  return isoDate ? Number(isoDate.replaceAll('-', '')) : 0;
}

const detailTypeOf: Record<StoredClaimType, ClaimDetailResponse['CLM-HDR']['CLM-TYPE']> = {
  dental: 'Dental',
  ortho: 'Ortho',
  estimate: 'Estimate',
  vision: 'Vision',
};

const visionStatusOf: Record<StoredClaimStatus, VisionClaimRow['status']> = {
  PAID: 'paid',
  PARTIAL: 'partiallyPaid',
  DENIED: 'denied',
  PENDING: 'pending',
  // Vision claims have no estimates; kept total for the type checker.
  ESTIMATED: 'pending',
};

function dentalRow(claim: ClaimSummaryRecord): DentalClaimRow {
  return {
    'CLM-NO': claim.claimNumber,
    'CLM-TYPE': detailTypeOf[claim.claimType] as DentalClaimRow['CLM-TYPE'],
    'SRC-CD': claim.sourceCode,
    CLMT: claim.claimantNumber,
    'PAT-NAME': claim.patientName.toUpperCase(),
    'SVC-DT': wireDateOf(claim.serviceDate),
    'CLM-PRCS-DT': wireDateOf(claim.processedDate),
    'PROV-NAME': claim.providerName,
    'PROV-CHG-AMT': claim.providerCharges,
    'PLAN-PAID-AMT': claim.planPaid,
    'PAT-RESP-AMT': claim.patientResponsibility,
    'CLM-STATUS': claim.status,
    'EOB-OBJ-ID': claim.eobObjectId ?? '',
  };
}

function visionRow(claim: ClaimSummaryRecord): VisionClaimRow {
  return {
    claimNumber: claim.claimNumber,
    claimant: claim.claimantNumber,
    patientName: claim.patientName,
    dateOfService: claim.serviceDate,
    ...(claim.processedDate ? { processedDate: claim.processedDate } : {}),
    providerName: claim.providerName,
    providerCharges: claim.providerCharges,
    planPaid: claim.planPaid,
    patientResponsibility: claim.patientResponsibility,
    status: visionStatusOf[claim.status],
    ...(claim.eobObjectId ? { eobObjectId: claim.eobObjectId } : {}),
  };
}

export function toClaimsResponse({ claims, paging }: ClaimsPage): ClaimsResponse {
  return {
    'CLM-OUT': claims.filter((claim) => claim.claimType !== 'vision').map(dentalRow),
    claimTable: claims.filter((claim) => claim.claimType === 'vision').map(visionRow),
    paging,
  };
}

function header(claim: ClaimRecord): ClaimDetailResponse['CLM-HDR'] {
  return {
    'CLM-NO': claim.claimNumber,
    'CLM-TYPE': detailTypeOf[claim.claimType],
    'SRC-CD': claim.sourceCode,
    'CLM-STATUS': claim.status,
    'PAT-NAME': claim.patientName.toUpperCase(),
    CLMT: claim.claimantNumber,
    'PAT-DOB': wireDateOf(claim.patientDateOfBirth),
    'PAT-REL': claim.patientRelationship,
    'SVC-DT': wireDateOf(claim.serviceDate),
    'CLM-PRCS-DT': wireDateOf(claim.processedDate),
    'PROV-NAME': claim.providerName,
    'PROV-CHG-AMT': claim.providerCharges,
    'PAT-RESP-AMT': claim.patientResponsibility,
    'PLAN-SP-NAME': claim.planSponsorName,
    'PLAN-NO': claim.planNumber,
    'EOB-OBJ-ID': claim.eobObjectId ?? '',
    'EST-EXP-DT': wireDateOf(claim.estimateExpiryDate),
  };
}

export function toClaimDetailResponse({ claim, lines, payments, installments }: ClaimDetail): ClaimDetailResponse {
  return {
    'CLM-HDR': header(claim),
    'PROC-TABLE': lines.map((line) => ({
      'LINE-NO': line.lineNumber,
      'SVC-DT': wireDateOf(line.serviceDate),
      'TOOTH-ARCH-QUAD': line.toothArchQuad,
      SURFACE: line.surface,
      'SVC-TYPE': line.serviceType,
      'SUB-PROC-CD': line.submittedCode,
      'PAID-PROC-CD': line.paidCode,
      'PROC-DESC': line.description,
      'CHG-AMT': line.charges,
      'PROV-ADJ-AMT': line.providerAdjustment,
      'COV-AMT': line.amountCovered,
      'DED-AMT': line.deductibleApplied,
      'PLAN-PCT': line.percentPlanPays,
      'PAY-AMT': line.amountPayable,
      'PAT-RESP-AMT': line.patientResponsibility,
      'REMARK-CD': line.remarkCode ?? '',
      'REMARK-TEXT': line.remarkText,
    })),
    'PAYMENT-TABLE': payments.map((payment) => ({
      'PMT-NO': payment.paymentNumber,
      'PMT-DT': wireDateOf(payment.paymentDate),
      'PAY-AMT': payment.amount,
      'PMT-STATUS': payment.status,
      'PAYEE-NAME': payment.payeeName,
    })),
    'ORTHO-SCHEDULE': installments.map((installment) => ({
      'SCHED-SEQ-NO': installment.installmentNumber,
      'SCHED-DT': wireDateOf(installment.dueDate),
      'SCHED-AMT': installment.amount,
      'SCHED-STATUS': installment.status,
    })),
    'CALC-TOTALS': {
      'TOT-CHG-AMT': claim.providerCharges,
      'TOT-PROV-ADJ-AMT': claim.totalProviderAdjustment,
      'TOT-COV-AMT': claim.totalCovered,
      'TOT-DED-AMT': claim.totalDeductible,
      'TOT-PAY-AMT': claim.planPaid,
      'TOT-PAT-RESP-AMT': claim.patientResponsibility,
    },
  };
}

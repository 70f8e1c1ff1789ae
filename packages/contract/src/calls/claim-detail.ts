// §2 claim detail: calculation, procedure lines, payments (ortho claims also
// a payment schedule), EOB download; §3 claim header, procedure line and
// payment fields; §9 an estimate is valid 12 months.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { subsidiaryParamsWith } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { claimantNumber, money, percent, stringEnum, text, wireDate } from '../wire.ts';
import { claimNumber, dentalClaimStatuses } from './claims.ts';
import { PatientRelationship } from './patient-details.ts';
import { callRoutes } from '../call-routes.ts';

/** A claim's detail covers the dental types of the list and vision claims. */
export const claimDetailTypes = ['Dental', 'Ortho', 'Estimate', 'Vision'] as const;
export const paymentStatuses = ['ISSUED', 'CASHED', 'VOIDED', 'PENDING'] as const;
export const orthoScheduleStatuses = ['PAID', 'SCHEDULED', 'CANCELLED'] as const;

export const ClaimDetailParams = subsidiaryParamsWith({ claimNumber: claimNumber() });
export type ClaimDetailParams = Type.Static<typeof ClaimDetailParams>;

export const ClaimDetailQuery = Type.Object({
  isEstimate: Type.Optional(
    Type.Boolean({ default: false, description: 'true to open a pretreatment estimate rather than a claim' }),
  ),
});
export type ClaimDetailQuery = Type.Static<typeof ClaimDetailQuery>;

export const ClaimHeader = Type.Object({
  'CLM-NO': claimNumber(),
  'CLM-TYPE': stringEnum(claimDetailTypes, 'claim type'),
  'SRC-CD': text('source code of the claim', 8),
  'CLM-STATUS': stringEnum(dentalClaimStatuses, 'claim status'),
  'PAT-NAME': text("patient's full name"),
  CLMT: claimantNumber(),
  'PAT-DOB': wireDate("patient's date of birth"),
  'PAT-REL': PatientRelationship,
  'SVC-DT': wireDate('date of service (first procedure)'),
  'CLM-PRCS-DT': wireDate('date the claim was processed'),
  'PROV-NAME': text('treating provider or practice'),
  'PROV-CHG-AMT': money('provider charges'),
  'PAT-RESP-AMT': money('patient responsibility'),
  'PLAN-SP-NAME': text('plan sponsor (employer or group)'),
  'PLAN-NO': text('plan number', 20),
  'EOB-OBJ-ID': text("object id of the EOB PDF (members/eob/pdf/{objectId}); '' when none", 64),
  'EST-EXP-DT': wireDate('last day an estimate is valid (12 months, §9); 0 for a claim'),
});
export type ClaimHeader = Type.Static<typeof ClaimHeader>;

export const ProcedureLine = Type.Object({
  'LINE-NO': Type.Integer({ minimum: 1, description: 'line number within the claim' }),
  'SVC-DT': wireDate('date of service of the line'),
  'TOOTH-ARCH-QUAD': Type.String({
    pattern: '^(|[1-9]|[12][0-9]|3[0-2]|[A-T]|UA|LA|UR|UL|LR|LL)$',
    description: "tooth (1–32, A–T), arch (UA, LA) or quadrant (UR, UL, LR, LL); '' when none",
  }),
  SURFACE: Type.String({ pattern: '^[MODBLIF]{0,5}$', description: "tooth surfaces, e.g. MOD; '' when none" }),
  'SVC-TYPE': text('service type, e.g. Preventive, Basic, Major, Orthodontics, Exam, Materials', 32),
  'SUB-PROC-CD': Type.String({ pattern: '^[A-Z0-9]{1,8}$', description: 'procedure code submitted (CDT, e.g. D2391; vision, e.g. 92014)' }),
  'PAID-PROC-CD': Type.String({ pattern: '^[A-Z0-9]{1,8}$', description: 'procedure code the plan paid (may differ: alternate benefit)' }),
  'PROC-DESC': text('description of the paid procedure'),
  'CHG-AMT': money('charges submitted'),
  'PROV-ADJ-AMT': money('provider adjustment (network discount)'),
  'COV-AMT': money('amount covered'),
  'DED-AMT': money('deductible applied'),
  'PLAN-PCT': percent('percent the plan pays'),
  'PAY-AMT': money('amount payable by the plan'),
  'PAT-RESP-AMT': money('patient responsibility for the line'),
  'REMARK-CD': text("explanation code; '' when none", 8),
  'REMARK-TEXT': text("explanation, e.g. why the line was denied; '' when none", 500),
});
export type ProcedureLine = Type.Static<typeof ProcedureLine>;

export const ClaimPayment = Type.Object({
  'PMT-NO': text('payment (check or transfer) number', 20),
  'PMT-DT': wireDate('payment date'),
  'PAY-AMT': money('amount paid'),
  'PMT-STATUS': stringEnum(paymentStatuses, 'payment status'),
  'PAYEE-NAME': text('who was paid: the provider or the member'),
});
export type ClaimPayment = Type.Static<typeof ClaimPayment>;

export const OrthoScheduleRow = Type.Object({
  'SCHED-SEQ-NO': Type.Integer({ minimum: 1, description: 'installment number' }),
  'SCHED-DT': wireDate('date the installment is (or was) due'),
  'SCHED-AMT': money('installment amount'),
  'SCHED-STATUS': stringEnum(orthoScheduleStatuses, 'installment status'),
});
export type OrthoScheduleRow = Type.Static<typeof OrthoScheduleRow>;

export const CalculationTotals = Type.Object({
  'TOT-CHG-AMT': money('total charges'),
  'TOT-PROV-ADJ-AMT': money('total provider adjustment'),
  'TOT-COV-AMT': money('total covered'),
  'TOT-DED-AMT': money('total deductible applied'),
  'TOT-PAY-AMT': money('total payable by the plan'),
  'TOT-PAT-RESP-AMT': money('total patient responsibility'),
});
export type CalculationTotals = Type.Static<typeof CalculationTotals>;

export const ClaimDetailResponse = Type.Object({
  'CLM-HDR': ClaimHeader,
  'PROC-TABLE': Type.Array(ProcedureLine, { description: 'procedure lines' }),
  'PAYMENT-TABLE': Type.Array(ClaimPayment, { description: 'payments; empty for an estimate or before payment' }),
  'ORTHO-SCHEDULE': Type.Array(OrthoScheduleRow, { description: 'ortho payment schedule; empty unless CLM-TYPE is Ortho' }),
  'CALC-TOTALS': CalculationTotals,
});
export type ClaimDetailResponse = Type.Static<typeof ClaimDetailResponse>;

export const getClaimDetail = defineCall({
  id: 'getClaimDetail',
  ...callRoutes.getClaimDetail,
  summary: 'Detail of one claim or pretreatment estimate of the selected coverage line',
  params: ClaimDetailParams,
  querystring: ClaimDetailQuery,
  body: Spdc,
  response: { 200: ClaimDetailResponse, ...memberErrorResponses },
});

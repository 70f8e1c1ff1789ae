// §2 dental cost estimator (/dce/home, /dce/completed): the
// member picks procedures (CDT codes; the site has their plain names in
// English and Spanish) and sees what the plan is expected to pay and what
// they would owe, with the plan year's remaining maximum and deductible
// applied. Both calls are made with the estimator token of §7
// members/token/dce (Authorization: Bearer <DCE token>): its subject is the
// member, its ppo_code the dental plan the estimate is for.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { claimantNumber, isoDate, money, percent, stringEnum } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';
import { dceMaxProcedures } from '../call-values.ts';

/** §3 service types of dental procedure lines. */
export const dentalServiceTypes = ['Preventive', 'Basic', 'Major', 'Orthodontics', 'Cosmetic'] as const;

/**
 * Why a line pays less than its percent (the remark codes of claim lines):
 * D1 deductible applied, A1 alternate benefit, W1 waiting period, M1 annual
 * maximum reached, N1 not covered, O4 orthodontic lifetime maximum, O2
 * orthodontic visit of a treatment begun earlier; '' none.
 */
export const dceRemarkCodes = ['', 'D1', 'A1', 'W1', 'M1', 'N1', 'O4', 'O2'] as const;

export { dceMaxProcedures };

const cdtCode = (description: string) => Type.String({ pattern: '^D[0-9]{4}$', description: `${description} (CDT code, e.g. D2391)` });

export const DceProcedure = Type.Object({
  code: cdtCode('the procedure'),
  serviceType: stringEnum(dentalServiceTypes, 'class of service the plan pays it under'),
  typicalFee: money("a typical practice's fee for it"),
});
export type DceProcedure = Type.Static<typeof DceProcedure>;

export const DceProceduresResponse = Type.Object({
  procedures: Type.Array(DceProcedure, { description: 'the dental procedures the estimator knows, by code' }),
});
export type DceProceduresResponse = Type.Static<typeof DceProceduresResponse>;

export const getDceProcedures = defineCall({
  id: 'getDceProcedures',
  ...callRoutes.getDceProcedures,
  summary: 'Dental procedures the cost estimator can estimate, with typical fees',
  description: 'Plain names are not sent: the site has them in English and Spanish.',
  auth: 'dceToken',
  params: SubsidiaryParams,
  response: { 200: DceProceduresResponse, ...memberErrorResponses },
});

export const DceEstimateRequest = Type.Object(
  {
    claimant: claimantNumber('the patient (CLMT) the estimate is for'),
    procedureCodes: Type.Array(cdtCode('a planned procedure'), {
      minItems: 1,
      maxItems: dceMaxProcedures,
      description: `1 to ${dceMaxProcedures} planned procedures, in the order they would be done; a code may repeat`,
    }),
    providerId: Type.Optional(
      Type.String({ pattern: '^[0-9]{10}$', description: "an office of the plan's network (find care) whose fees the estimate uses; a typical practice's when absent" }),
    ),
  },
  { additionalProperties: false, description: 'the patient and the planned procedures' },
);
export type DceEstimateRequest = Type.Static<typeof DceEstimateRequest>;

export const DceEstimateLine = Type.Object({
  code: cdtCode('the procedure'),
  serviceType: stringEnum(dentalServiceTypes, 'class of service the plan pays it under'),
  typicalFee: money("a typical practice's fee, or the chosen office's"),
  networkAllowed: money('the fee an in-network dentist may charge for it'),
  planPercent: percent('share of the covered amount the plan pays'),
  deductibleApplied: money('deductible taken from this procedure'),
  planPays: money('what the plan is expected to pay'),
  youPay: money('what the member is expected to owe an in-network dentist (network allowed − plan pays)'),
  remarkCode: stringEnum(dceRemarkCodes, "why the plan pays less than its percent, as on a claim line; '' none"),
});
export type DceEstimateLine = Type.Static<typeof DceEstimateLine>;

export const DceEstimateTotals = Type.Object({
  typicalFee: money('sum of the typical fees'),
  networkAllowed: money('sum of the in-network fees'),
  deductibleApplied: money('sum of the deductible taken'),
  planPays: money('sum of what the plan pays'),
  youPay: money('sum of what the member owes'),
});
export type DceEstimateTotals = Type.Static<typeof DceEstimateTotals>;

export const DcePlanYear = Type.Object({
  annualMaximum: money("the plan's annual maximum per patient; 0 when the plan has none"),
  remainingMaximumBefore: money('annual maximum left before these procedures; 0 when the plan has none'),
  remainingMaximumAfter: money('annual maximum left after them (orthodontics count against their own lifetime maximum)'),
  deductible: money("the plan's deductible per patient and plan year; 0 when none"),
  deductibleRemainingBefore: money('deductible still to meet before these procedures'),
  deductibleRemainingAfter: money('deductible still to meet after them'),
  planYearEnd: isoDate('last day of the plan year the maximum and deductible belong to'),
});
export type DcePlanYear = Type.Static<typeof DcePlanYear>;

export const DceEstimateOffice = Type.Object({
  providerId: Type.String({ pattern: '^[0-9]{10}$', description: 'the office (find care)' }),
  name: Type.String({ description: "the office's name" }),
  street: Type.String(),
  city: Type.String(),
  state: Type.String({ pattern: '^[A-Z]{2}$' }),
  zip: Type.String({ pattern: '^[0-9]{5}$' }),
  feePercent: Type.Integer({ minimum: 1, maximum: 1000, description: "the office's fees as a percent of a typical practice's" }),
});
export type DceEstimateOffice = Type.Static<typeof DceEstimateOffice>;

export const DceEstimateResponse = Type.Object({
  claimant: claimantNumber('the patient the estimate is for'),
  office: Type.Optional(DceEstimateOffice),
  procedures: Type.Array(DceEstimateLine, { description: 'one line per planned procedure, in the order asked' }),
  totals: DceEstimateTotals,
  planYear: DcePlanYear,
});
export type DceEstimateResponse = Type.Static<typeof DceEstimateResponse>;

export const estimateDentalCost = defineCall({
  id: 'estimateDentalCost',
  ...callRoutes.estimateDentalCost,
  summary: 'Estimate what the plan pays and the member owes for planned dental procedures',
  description:
    "Computed with the member's plan (network fee, percent by class of service, deductible, annual and orthodontic " +
    'maximums, waiting period) and what the patient has used this plan year, for an in-network dentist today. ' +
    'The lines add up to the totals to the cent. An estimate, not a guarantee of payment.',
  auth: 'dceToken',
  params: SubsidiaryParams,
  body: DceEstimateRequest,
  response: { 200: DceEstimateResponse, ...memberErrorResponses },
});

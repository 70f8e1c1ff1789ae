// §1 vision benefit snapshot; §9 exam every 12 months, glasses or contacts
// reimbursed per benefit year, exam allowance given per state in dollars.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { isoDate, money, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

export const VisionBenefit = Type.Object({
  copay: money('copay in network; 0 when none'),
  coveredInFullInNetwork: Type.Boolean({ description: 'true when covered in full in network after the copay' }),
  inNetworkAllowance: money('allowance in network; 0 when covered in full'),
  outOfNetworkAllowance: money('reimbursement out of network (for the exam, per state, §9)'),
  frequencyMonths: Type.Integer({ minimum: 1, maximum: 60, description: 'once every this many months' }),
  nextEligibleDate: Type.Optional(isoDate('first date the patient can use it again; absent when available now')),
});
export type VisionBenefit = Type.Static<typeof VisionBenefit>;

export const VisionBenefitSummary = Type.Object({
  planName: text('vision plan name'),
  lineOfBusiness: text('line of business code (§6), e.g. VIS, EYE, VSP', 3),
  networkName: text('provider network'),
  stateCode: Type.String({ pattern: '^[A-Z]{2}$', description: "member's state, which sets the exam allowance (§9)" }),
  benefitPeriodStart: isoDate('first day of the benefit year'),
  benefitPeriodEnd: isoDate('last day of the benefit year'),
  exam: VisionBenefit,
  lenses: VisionBenefit,
  frames: VisionBenefit,
  contacts: VisionBenefit,
});
export type VisionBenefitSummary = Type.Static<typeof VisionBenefitSummary>;

export const getVisionBenefitSummary = defineCall({
  id: 'getVisionBenefitSummary',
  ...callRoutes.getVisionBenefitSummary,
  summary: 'Vision benefit snapshot of the selected coverage line',
  params: SubsidiaryParams,
  body: Spdc,
  response: { 200: VisionBenefitSummary, ...memberErrorResponses },
});

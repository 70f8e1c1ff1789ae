// §1 "a hearing tab": the member's hearing exam and hearing aid benefits,
// shown when a line of theirs carries the 'hear' visibility rule, with the
// partner's hearing savings offers (rule wo02) when the member has that rule.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { contentLanguages, money, stringEnum, text } from '../wire.ts';
import { SavingsOffer } from './savings-content.ts';

/** The visibility rule code that opens the Hearing tab. */
export const hearingTabRuleCode = 'hear';
/** The visibility rule code of the hearing savings offers. */
export const hearingSavingsRuleCode = 'wo02';

export const HearingBenefitsQuery = Type.Object({
  lang: Type.Optional(stringEnum(contentLanguages, 'language of the savings offers; default en')),
});
export type HearingBenefitsQuery = Type.Static<typeof HearingBenefitsQuery>;

export const hearingBenefitKinds = ['exam', 'aids'] as const;
export const hearingCoverageKinds = ['copay', 'allowance'] as const;

export const HearingBenefit = Type.Object({
  kind: stringEnum(hearingBenefitKinds, "'exam' (a hearing exam) or 'aids' (hearing aids)"),
  coverage: stringEnum(hearingCoverageKinds, "'copay' (the member pays this much) or 'allowance' (the plan pays up to this much)"),
  inNetworkAmount: money('copay or allowance at an in-network provider'),
  outOfNetworkAmount: money('copay or allowance at an out-of-network provider; for a copay, 0 means not covered out of network'),
  frequencyMonths: Type.Integer({ minimum: 1, maximum: 120, description: 'once every this many months' }),
});
export type HearingBenefit = Type.Static<typeof HearingBenefit>;

export const HearingBenefits = Type.Object({
  language: stringEnum(contentLanguages, 'language of the savings offers'),
  planName: text('plan the hearing benefits belong to (the line with the hear rule)'),
  benefits: Type.Array(HearingBenefit, { description: 'the exam, then the aids' }),
  savings: Type.Array(SavingsOffer, { description: "the partner's hearing savings offers when the member has the wo02 rule; otherwise empty" }),
});
export type HearingBenefits = Type.Static<typeof HearingBenefits>;

export const getHearingBenefits = defineCall({
  id: 'getHearingBenefits',
  ...callRoutes.getHearingBenefits,
  summary: "The member's hearing exam and hearing aid benefits, with hearing savings",
  params: SubsidiaryParams,
  querystring: HearingBenefitsQuery,
  response: { 200: HearingBenefits, ...memberErrorResponses },
});

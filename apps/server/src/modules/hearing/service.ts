// §1 "a hearing tab": shown when a line of the member's carries the 'hear'
// visibility rule; answers that line's hearing exam and aid benefits, and the
// partner's hearing savings offers (rule wo02) when the member has that rule
// and Member Savings is on.
import { hearingSavingsRuleCode, hearingTabRuleCode, type HearingBenefits } from '@portal/contract';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { SavingsRepository } from '../savings/repository.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import type { SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { VisibilityRulesRepository } from '../visibility-rules/repository.ts';
import type { HearingRepository } from './repository.ts';

export const hearingMessages = {
  notInPlan: 'Hearing benefits are not part of your plan.',
  noBenefits: 'No hearing benefits were found for your plan.',
} as const;

export function createHearingService({
  members, rules, hearing, savings, features,
}: { members: SignedInMemberLookup; rules: VisibilityRulesRepository; hearing: HearingRepository; savings: SavingsRepository; features: FeatureGate }) {
  return {
    async hearingBenefitsOf(token: AccessTokenClaims, language: HearingBenefits['language']): Promise<HearingBenefits> {
      const member = await members.memberOf(token);
      const plan = await hearing.findHearingPlanOfMember(member.id, hearingTabRuleCode);
      if (!plan) throw forbidden(hearingMessages.notInPlan);
      const benefits = await hearing.findHearingBenefits(plan.subsidiaryNumber);
      if (benefits.length === 0) throw notFound(hearingMessages.noBenefits);
      const savingsOn = (await features.featuresOf(token.partner)).memberSavings;
      const offers = savingsOn && (await rules.memberHasAnyRule(member.id, [hearingSavingsRuleCode]))
        ? ((await savings.findSavingsContent(token.partner, language))?.offers ?? []).filter((offer) => offer.ruleCode === hearingSavingsRuleCode)
        : [];
      return { language, planName: plan.planName, benefits, savings: offers };
    },
  };
}
export type HearingService = ReturnType<typeof createHearingService>;

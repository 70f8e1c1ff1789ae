// §1/§2 Member Savings: the tab shows when the memberSavings feature is on and
// some visibility rule of the member's has code rx, wo01 or wo02; the content
// is the partner's, in English or Spanish.
import { memberSavingsRuleCodes, type SavingsContent } from '@portal/contract';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import type { SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { VisibilityRulesRepository } from '../visibility-rules/repository.ts';
import type { SavingsRepository } from './repository.ts';

export const savingsMessages = {
  unavailable: 'Member Savings is not available on this site.',
  notInPlan: 'Member Savings is not part of your plan.',
  noContent: 'No Member Savings content is available right now.',
} as const;

export function createSavingsService({
  members, rules, savings, features,
}: { members: SignedInMemberLookup; rules: VisibilityRulesRepository; savings: SavingsRepository; features: FeatureGate }) {
  return {
    async savingsContentOf(token: AccessTokenClaims, language: SavingsContent['language']): Promise<SavingsContent> {
      await features.require(token.partner, (f) => f.memberSavings, savingsMessages.unavailable);
      const member = await members.memberOf(token);
      if (!(await rules.memberHasAnyRule(member.id, memberSavingsRuleCodes))) throw forbidden(savingsMessages.notInPlan);
      const content = await savings.findSavingsContent(token.partner, language);
      if (!content) throw notFound(savingsMessages.noContent);
      return content;
    },
  };
}
export type SavingsService = ReturnType<typeof createSavingsService>;

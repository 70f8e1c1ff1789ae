// §3: visibility rules attach to each member line item by spdc and
// productType; §6: they gate content per policy.
import type { CoverageVisibilityRules } from '@portal/contract';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import type { SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { VisibilityRuleRecord, VisibilityRulesRepository } from './repository.ts';

const lineKey = (rule: VisibilityRuleRecord) =>
  `${rule.subsidiaryNumber}-${rule.policyNumber}-${rule.divisionNumber}-${rule.certificateNumber}-${rule.productType}`;

export function createVisibilityRulesService({ members, rules }: { members: SignedInMemberLookup; rules: VisibilityRulesRepository }) {
  return {
    async rulesOf(token: AccessTokenClaims): Promise<CoverageVisibilityRules[]> {
      const member = await members.memberOf(token);
      const byLine = new Map<string, CoverageVisibilityRules>();
      for (const rule of await rules.findRulesOfMember(member.id)) {
        let entry = byLine.get(lineKey(rule));
        if (!entry) {
          const { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber, productType } = rule;
          entry = { spdc: { subsidiaryNumber, policyNumber, divisionNumber, certificateNumber }, productType, rules: [] };
          byLine.set(lineKey(rule), entry);
        }
        entry.rules.push({ code: rule.code, description: rule.description });
      }
      return [...byLine.values()];
    },
  };
}
export type VisibilityRulesService = ReturnType<typeof createVisibilityRulesService>;

// §2 (mobile bullet, tabs): each benefits tab shows only when its member
// feature flag is on; dental, vision and lasik also need a coverage of that
// product type; member savings also needs a visibility rule rx, wo01 or wo02.
// §1 hearing tab: shown by the 'hear' visibility rule alone (no flag of its own).
import type { Coverage, Features } from '@portal/api-client';
import { benefitsTabs, hearingTabRuleCode, memberSavingsRuleCodes, type BenefitsTab, type ProductType } from '@portal/core';

/** What the rules read; structural so any coverage-with-rules shape fits. */
export interface BenefitTabInputs {
  features: Pick<Features, 'memberDental' | 'memberVision' | 'memberLasik' | 'memberSavings' | 'memberContact'>;
  coverages: ReadonlyArray<Pick<Coverage, 'productType'>>;
  visibilityRules: ReadonlyArray<{ ruleCodes: readonly string[] }>;
}

const productTypeOfTab: Partial<Record<BenefitsTab, ProductType>> = {
  dental: 'dental',
  vision: 'vision',
  lasik: 'lasik',
};

function isFlagOn(tab: BenefitsTab, features: BenefitTabInputs['features']): boolean {
  switch (tab) {
    case 'dental':
      return features.memberDental;
    case 'vision':
      return features.memberVision;
    case 'lasik':
      return features.memberLasik;
    case 'member savings':
      return features.memberSavings;
    case 'hearing':
      return true;
    case 'contact us':
      return features.memberContact;
  }
}

export function hasSavingsRule(visibilityRules: BenefitTabInputs['visibilityRules']): boolean {
  return visibilityRules.some((line) => line.ruleCodes.some((code) => memberSavingsRuleCodes.includes(code.toLowerCase())));
}

export function hasHearingRule(visibilityRules: BenefitTabInputs['visibilityRules']): boolean {
  return visibilityRules.some((line) => line.ruleCodes.some((code) => code.toLowerCase() === hearingTabRuleCode));
}

/** The tabs a member sees, in §2 order. */
export function visibleBenefitTabs({ features, coverages, visibilityRules }: BenefitTabInputs): BenefitsTab[] {
  return benefitsTabs.filter((tab) => {
    if (!isFlagOn(tab, features)) return false;
    const productType = productTypeOfTab[tab];
    if (productType) return coverages.some((coverage) => coverage.productType === productType);
    if (tab === 'member savings') return hasSavingsRule(visibilityRules);
    if (tab === 'hearing') return hasHearingRule(visibilityRules);
    return true;
  });
}

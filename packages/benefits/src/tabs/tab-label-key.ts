import type { BenefitsTab } from '@portal/core';

const keys: Record<BenefitsTab, string> = {
  dental: 'tabs.dental',
  vision: 'tabs.vision',
  lasik: 'tabs.lasik',
  'member savings': 'tabs.memberSavings',
  hearing: 'tabs.hearing',
  'contact us': 'tabs.contactUs',
};

/** The 'benefits' namespace key of a tab's label. */
export function tabLabelKey(tab: BenefitsTab): string {
  return keys[tab];
}

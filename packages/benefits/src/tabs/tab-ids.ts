import type { BenefitsTab } from '@portal/core';

/** A tab's DOM-safe id ('member savings' → 'member-savings'); the URL keeps §2's value. */
export function tabDomId(tab: BenefitsTab): string {
  return tab.replace(/\s+/g, '-');
}

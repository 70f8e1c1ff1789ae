// Visibility rules (§3: attached to a member line item by spdc and
// productType; §6 gate content per policy; §2 Member Savings: rx, wo01, wo02).
import type { VisibilityRulesResponse } from '@portal/contract';
import { formatSpdc, type ProductType, type Spdc } from '@portal/core';

export interface CoverageRules {
  /** 'sub-pol-div-cert', the same key as Coverage.key. */
  key: string;
  spdc: Spdc;
  productType: ProductType;
  ruleCodes: string[];
}

export function toCoverageRules(wire: VisibilityRulesResponse): CoverageRules[] {
  return wire.map((entry) => ({
    key: formatSpdc(entry.spdc),
    spdc: { ...entry.spdc },
    productType: entry.productType,
    ruleCodes: entry.rules.map((rule) => rule.code),
  }));
}

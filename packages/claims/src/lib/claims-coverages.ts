// Which coverage lines have a claims list: dental lines
// when memberDental and memberDentalFeatures.claims are on, vision lines when
// memberVision and memberVisionFeatures.claims are on (§3 features, §6). One
// member key (SPDC) may carry a dental and a vision line; the server lists
// both under it, so the list offers one choice per key.
import type { Coverage, Features } from '@portal/api-client';
import type { Spdc } from '@portal/core';

export interface ClaimsCoverage {
  /** 'sub-pol-div-cert', the value of ?coverage=. */
  key: string;
  spdc: Spdc;
  planSponsorName: string;
  /** Its lines whose claims the member may see, e.g. DEN and VIS. */
  linesOfBusiness: string[];
  hasDental: boolean;
  hasVision: boolean;
  /** Every line of it ended (§4). */
  isTerminated: boolean;
}

function claimsOn(coverage: Coverage, features: Features): boolean {
  if (coverage.productType === 'dental') return features.memberDental && features.memberDentalFeatures.claims;
  if (coverage.productType === 'vision') return features.memberVision && features.memberVisionFeatures.claims;
  return false;
}

/** The member's lines with claims, grouped by member key, in the member list's order. */
export function claimsCoverages(coverages: readonly Coverage[], features: Features): ClaimsCoverage[] {
  const byKey = new Map<string, ClaimsCoverage>();
  for (const coverage of coverages) {
    if (!claimsOn(coverage, features)) continue;
    const group = byKey.get(coverage.key);
    if (!group) {
      byKey.set(coverage.key, {
        key: coverage.key,
        spdc: coverage.spdc,
        planSponsorName: coverage.planSponsorName,
        linesOfBusiness: [coverage.lineOfBusiness],
        hasDental: coverage.productType === 'dental',
        hasVision: coverage.productType === 'vision',
        isTerminated: coverage.isTerminated,
      });
      continue;
    }
    group.linesOfBusiness.push(coverage.lineOfBusiness);
    group.hasDental ||= coverage.productType === 'dental';
    group.hasVision ||= coverage.productType === 'vision';
    group.isTerminated &&= coverage.isTerminated;
  }
  return [...byKey.values()];
}

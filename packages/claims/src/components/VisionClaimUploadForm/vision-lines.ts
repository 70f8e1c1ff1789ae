// Which vision lines a claim can be submitted on (§3 features: memberVision
// and memberVisionFeatures.submitClaim): none when the feature is off or the
// member has no vision line. chosenLine picks the one shown.
import type { Coverage, Features } from '@portal/api-client';

export function visionClaimLines(coverages: readonly Coverage[], features: Features): Coverage[] {
  if (!features.memberVision || !features.memberVisionFeatures.submitClaim) return [];
  return coverages.filter((coverage) => coverage.productType === 'vision');
}

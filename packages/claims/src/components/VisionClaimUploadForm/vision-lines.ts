// Which vision line a claim is submitted on (§3 features: memberVision and
// memberVisionFeatures.submitClaim): the one the link names (?coverage=),
// else the member's first active vision line, else the first; none when the
// feature is off or the member has no vision line.
import type { Coverage, Features } from '@portal/api-client';

export function visionClaimLines(coverages: readonly Coverage[], features: Features): Coverage[] {
  if (!features.memberVision || !features.memberVisionFeatures.submitClaim) return [];
  return coverages.filter((coverage) => coverage.productType === 'vision');
}

export function chosenVisionLine(lines: readonly Coverage[], requestedKey: string | null): Coverage | undefined {
  const named = requestedKey === null ? undefined : lines.find((line) => line.key === requestedKey);
  return named ?? lines.find((line) => !line.isTerminated) ?? lines[0];
}

// §6: feature flags gate claims on the server as on the sites. Dental-family
// claims (dental, ortho, estimates) show on dental lines (DEN, PPD) when the
// partner offers dental claims; vision claims on vision lines when it offers
// vision claims.
import type { Features } from '@portal/contract';
import { isDentalLob, isVisionLob } from '@portal/core';
import type { StoredClaimType } from './repository.ts';

export const dentalFamilyClaimTypes: readonly StoredClaimType[] = ['dental', 'ortho', 'estimate'];
export const visionClaimTypes: readonly StoredClaimType[] = ['vision'];

export interface ClaimTypesOfCoverage {
  /** The claim types the member may see on the coverage line(s) of the SPDC. */
  visible: StoredClaimType[];
  /** True when the line has claims the partner's features keep hidden. */
  hiddenByFeatures: boolean;
}

export function claimTypesOfCoverage(linesOfBusiness: readonly string[], features: Features): ClaimTypesOfCoverage {
  const dentalLine = linesOfBusiness.some(isDentalLob);
  const visionLine = linesOfBusiness.some(isVisionLob);
  const dentalOn = features.memberDental && features.memberDentalFeatures.claims;
  const visionOn = features.memberVision && features.memberVisionFeatures.claims;
  return {
    visible: [...(dentalLine && dentalOn ? dentalFamilyClaimTypes : []), ...(visionLine && visionOn ? visionClaimTypes : [])],
    hiddenByFeatures: (dentalLine && !dentalOn) || (visionLine && !visionOn),
  };
}

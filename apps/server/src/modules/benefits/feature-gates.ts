// §3 features / §6: the server gates each benefits call with the flag the
// sites gate its screen with (the site, the member area, the product tab and
// the feature itself). A flag missing from the stored document counts as off.
import type { BenefitsFeature } from './messages.ts';

interface StoredFeatures {
  available?: unknown;
  member?: unknown;
  memberIdCard?: unknown;
  memberDental?: unknown;
  memberVision?: unknown;
  memberDentalFeatures?: { patientDetails?: unknown; benefitSummary?: unknown };
  memberVisionFeatures?: { benefitSummary?: unknown };
}

const on = (flag: unknown) => flag === true;

const gates: Readonly<Record<BenefitsFeature, (features: StoredFeatures) => boolean>> = {
  patientDetails: (f) => on(f.memberDental) && on(f.memberDentalFeatures?.patientDetails),
  benefitSummary: (f) => on(f.memberDental) && on(f.memberDentalFeatures?.benefitSummary),
  visionBenefitSummary: (f) => on(f.memberVision) && on(f.memberVisionFeatures?.benefitSummary),
  idCard: (f) => on(f.memberIdCard),
};

export function isFeatureOn(features: unknown, feature: BenefitsFeature): boolean {
  if (typeof features !== 'object' || features === null) return false;
  const stored = features as StoredFeatures;
  return on(stored.available) && on(stored.member) && gates[feature](stored);
}

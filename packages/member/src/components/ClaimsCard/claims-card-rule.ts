// Issue 9: the dashboard leads to the claims of the selected policy when one
// of its lines has claims the member may see — a dental line with
// memberDental and memberDentalFeatures.claims, a vision line with
// memberVision and memberVisionFeatures.claims (§3 features, §6).
import type { Features } from '@portal/api-client';
import type { Policy } from '../../policies.ts';

export function policyHasClaims(policy: Policy, features: Features): boolean {
  return policy.lines.some(
    (line) =>
      (line.productType === 'dental' && features.memberDental && features.memberDentalFeatures.claims) ||
      (line.productType === 'vision' && features.memberVision && features.memberVisionFeatures.claims),
  );
}

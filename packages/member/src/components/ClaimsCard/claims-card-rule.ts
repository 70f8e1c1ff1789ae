// What the dashboard's Claims card offers for the selected policy
// (§3 features, §6):
// - its claims when one of its lines has claims the member may see — a dental
//   line with memberDental and memberDentalFeatures.claims, a vision line with
//   memberVision and memberVisionFeatures.claims;
// - on an active dental line (memberDental; an ended plan pays for nothing
//   new): a pretreatment estimate where memberDentalFeatures.claims is on (an
//   estimate is a dental claim), and the dental cost estimator where
//   dceOutOfNetwork is on and the line has the group PPO code (§3 T-GR-PPO-CD)
//   the estimator's token is fetched with.
import type { Features } from '@portal/api-client';
import type { Policy } from '../../policies.ts';

export function policyHasClaims(policy: Policy, features: Features): boolean {
  return policy.lines.some(
    (line) =>
      (line.productType === 'dental' && features.memberDental && features.memberDentalFeatures.claims) ||
      (line.productType === 'vision' && features.memberVision && features.memberVisionFeatures.claims),
  );
}

export interface ClaimsCardLinks {
  claims: boolean;
  pretreatmentEstimate: boolean;
  costEstimator: boolean;
}

export function claimsCardLinks(policy: Policy, features: Features): ClaimsCardLinks {
  const dental = features.memberDental ? policy.lines.find((line) => line.productType === 'dental' && !line.isTerminated) : undefined;
  return {
    claims: policyHasClaims(policy, features),
    pretreatmentEstimate: dental !== undefined && features.memberDentalFeatures.claims,
    costEstimator: dental !== undefined && features.memberDentalFeatures.dceOutOfNetwork && dental.groupPpoCode.trim() !== '',
  };
}

// Which estimate pages the dental tab leads to for the line shown
// (§2 /pretreatment-estimate and /dce/home, §3 memberDentalFeatures):
// - a pretreatment estimate where claims are on: an estimate is a dental claim
//   of type Estimate, listed with the member's claims;
// - the dental cost estimator where dceOutOfNetwork is on and the line has the
//   group PPO code (§3 T-GR-PPO-CD) the estimator's token is fetched with.
// An ended line gets neither: it pays for nothing new.
import type { Coverage, Features } from '@portal/api-client';

export interface DentalEstimateLinks {
  pretreatmentEstimate: boolean;
  costEstimator: boolean;
}

export function dentalEstimateLinks(line: Coverage, dentalFeatures: Features['memberDentalFeatures']): DentalEstimateLinks {
  const active = !line.isTerminated;
  return {
    pretreatmentEstimate: active && dentalFeatures.claims,
    costEstimator: active && dentalFeatures.dceOutOfNetwork && line.groupPpoCode.trim() !== '',
  };
}

// The dental lines a pretreatment estimate or a cost estimate can be about
// (memberDental on, §6): the member's active dental lines — an ended plan
// pays nothing new. chosenLine picks the one shown.
import type { Coverage, Features } from '@portal/api-client';

export function dentalLines(coverages: readonly Coverage[], features: Features): Coverage[] {
  if (!features.memberDental) return [];
  return coverages.filter((coverage) => coverage.productType === 'dental' && !coverage.isTerminated);
}

/** The estimator needs the plan's PPO code (§3 T-GR-PPO-CD); a line without one cannot be estimated. */
export function estimatorLines(coverages: readonly Coverage[], features: Features): Coverage[] {
  return dentalLines(coverages, features).filter((coverage) => coverage.groupPpoCode.trim() !== '');
}

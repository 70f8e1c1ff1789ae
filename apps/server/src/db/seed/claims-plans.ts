// The plan rules the seed adjudicates claims with. An employer's group
// (policy and division) picks its plan, so every member of a group shares it.
// The rules are the group's benefit design (benefits-dental-plans.ts and
// benefits-vision-plans.ts, what the benefit snapshots show), so the claims
// never pay more than the snapshot's maximum nor take more than its
// deductible, and pay the allowances it shows.
import { stateNumber } from '@portal/core';
import { dentalPlanOfDesign, type DentalClaimHabits, type DentalPlan } from '../../adjudication/dental-plan.ts';
import type { GroupDentalPlan } from './benefits-dental-plans.ts';
import { dentalPlanOfGroup } from './benefits-dental-plans.ts';
import { visionPlanOfGroup, type GroupVisionPlan, type VisionItem } from './benefits-vision-plans.ts';
import { createRandom, mixSeed } from './random.ts';
import type { SeedCoverageLine } from './seed-types.ts';

export interface VisionPlan {
  /** What the plan covers; anything else is refused (N2). */
  coveredItems: ReadonlySet<VisionPlanItem>;
  examCopay: number;
  materialsCopay: number;
  frameAllowance: number;
  contactsAllowance: number;
  /** Out-of-network reimbursement schedule. */
  outOfNetwork: { exam: number; frames: number; lenses: number; contacts: number };
  networkFeeShare: number;
}

export interface ClaimPlans {
  dental(line: SeedCoverageLine): DentalPlan;
  vision(line: SeedCoverageLine): VisionPlan;
}

/** The hand-picked demo lines' practices bill 80 % in network and their plans pay composites as such. */
export const demoDentalClaimHabits: DentalClaimHabits = { networkFeeShare: 0.8, posteriorCompositeAsAmalgam: false };

/**
 * How a synthetic group's practices bill and whether its plan pays posterior
 * composites at the amalgam rate: the same for every line of the group, and
 * stored with each line's dental plan (dental_plans, migration 017) so the
 * cost estimator pays as the claims were paid.
 */
export function dentalClaimHabitsOfGroup(line: Pick<SeedCoverageLine, 'policyNumber' | 'divisionNumber'>): DentalClaimHabits {
  const random = createRandom(mixSeed(line.policyNumber, line.divisionNumber, 4_004));
  return { networkFeeShare: random.pick([0.72, 0.76, 0.8, 0.84]), posteriorCompositeAsAmalgam: random.chance(0.35) };
}

/** The adjudication rules of a group's benefit design (adjudication/dental-plan.ts). */
export function dentalPlanOfGroupDesign({ design, planYearStartMonth }: GroupDentalPlan, habits: DentalClaimHabits): DentalPlan {
  return dentalPlanOfDesign(design, planYearStartMonth, habits);
}

export type VisionPlanItem = VisionItem;

/**
 * The adjudication rules of a vision design: copays and allowances in network,
 * its out-of-network schedule, the exam out of network at the member's state
 * amount (§9).
 */
export function visionPlanOfDesign({ design }: GroupVisionPlan, stateCode: string): VisionPlan {
  const item = (name: VisionItem) => design.items.find((i) => i.item === name);
  return {
    coveredItems: new Set(design.items.map((i) => i.item)),
    examCopay: item('exam')?.copay ?? 0,
    materialsCopay: item('lenses')?.copay ?? 0,
    frameAllowance: item('frames')?.inNetworkAllowance ?? 0,
    contactsAllowance: item('contacts')?.inNetworkAllowance ?? 0,
    outOfNetwork: {
      exam: item('exam')?.outOfNetworkAllowance ?? stateNumber(stateCode) ?? 0,
      frames: item('frames')?.outOfNetworkAllowance ?? 0,
      lenses: item('lenses')?.outOfNetworkAllowance ?? 0,
      contacts: item('contacts')?.outOfNetworkAllowance ?? 0,
    },
    networkFeeShare: 0.8,
  };
}

/** The plans of the synthetic members of seed `seed` living in `stateCode`: each group's benefit design. */
export function groupPlansOf(seed: number, stateCode: string): ClaimPlans {
  return {
    dental(line) {
      return dentalPlanOfGroupDesign(dentalPlanOfGroup(seed, line, line.lob), dentalClaimHabitsOfGroup(line));
    },
    vision(line) {
      return visionPlanOfDesign(visionPlanOfGroup(seed, line, line.lob, line.planSponsorName), stateCode);
    },
  };
}

// The plan rules the seed adjudicates claims with. An employer's group
// (policy and division) picks its plan, so every member of a group shares it.
// The rules are the group's benefit design (benefits-dental-plans.ts and
// benefits-vision-plans.ts, what the benefit snapshots show), so the claims
// never pay more than the snapshot's maximum nor take more than its
// deductible, and pay the allowances it shows (issue 8).
import { stateNumber } from '@portal/core';
import type { GroupDentalPlan } from './benefits-dental-plans.ts';
import { dentalPlanOfGroup } from './benefits-dental-plans.ts';
import { visionPlanOfGroup, type GroupVisionPlan, type VisionItem } from './benefits-vision-plans.ts';
import type { DentalServiceType } from './claims-catalogue.ts';
import { createRandom, mixSeed } from './random.ts';
import type { SeedCoverageLine } from './seed-types.ts';

export interface DentalPlan {
  /** Per patient per plan year, on basic and major services. */
  deductible: number;
  /** Plan payments per patient per plan year (orthodontics apart); Infinity = no maximum. */
  annualMaximum: number;
  /** 0 = orthodontics not covered. */
  orthoLifetimeMaximum: number;
  percentByServiceType: Record<DentalServiceType, number>;
  /** Major services are refused (W1) this many months after the line starts. */
  majorWaitingMonths: number;
  /** Month the plan year starts (1 = calendar year); deductible and maximum start again then. */
  planYearStartMonth: number;
  /** In-network negotiated fee as a share of the practice's charge. */
  networkFeeShare: number;
  /** Alternate benefit (A1): posterior composite fillings paid at the amalgam rate. */
  posteriorCompositeAsAmalgam: boolean;
}

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

/** How a group's practices bill and how its plan treats composites: not part of the benefit design. */
export interface DentalClaimHabits {
  networkFeeShare: number;
  posteriorCompositeAsAmalgam: boolean;
}

/** The adjudication rules of a benefit design (the in-network coinsurance of each class). */
export function dentalPlanOfDesign({ design, planYearStartMonth }: GroupDentalPlan, habits: DentalClaimHabits): DentalPlan {
  const percentOf = (benefitClass: string) => design.classes.find((c) => c.benefitClass === benefitClass)?.inNetworkPercent ?? 0;
  const major = design.classes.find((c) => c.benefitClass === 'major');
  return {
    deductible: design.deductibleIndividual,
    // A design's 0 means "no annual maximum" (DHMO).
    annualMaximum: design.annualMaximum > 0 ? design.annualMaximum : Number.POSITIVE_INFINITY,
    orthoLifetimeMaximum: design.orthoLifetimeMaximum,
    percentByServiceType: {
      Preventive: percentOf('preventive'), Basic: percentOf('basic'), Major: percentOf('major'),
      Orthodontics: design.orthoLifetimeMaximum > 0 ? percentOf('orthodontics') : 0, Cosmetic: 0,
    },
    majorWaitingMonths: major?.waitingMonths ?? 0,
    planYearStartMonth,
    ...habits,
  };
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

const groupRandom = (line: SeedCoverageLine) => createRandom(mixSeed(line.policyNumber, line.divisionNumber, 4_004));

/** The plans of the synthetic members of seed `seed` living in `stateCode`: each group's benefit design. */
export function groupPlansOf(seed: number, stateCode: string): ClaimPlans {
  return {
    dental(line) {
      const random = groupRandom(line);
      return dentalPlanOfDesign(dentalPlanOfGroup(seed, line, line.lob), {
        networkFeeShare: random.pick([0.72, 0.76, 0.8, 0.84]),
        posteriorCompositeAsAmalgam: random.chance(0.35),
      });
    },
    vision(line) {
      return visionPlanOfDesign(visionPlanOfGroup(seed, line, line.lob, line.planSponsorName), stateCode);
    },
  };
}

// The plan rules the seed adjudicates claims with. An employer's group
// (policy and division) picks its plan, so every member of a group shares it.
import type { DentalServiceType } from './claims-catalogue.ts';
import { createRandom, mixSeed } from './random.ts';
import type { SeedCoverageLine } from './seed-types.ts';

export interface DentalPlan {
  /** Per patient per calendar year, on basic and major services. */
  deductible: number;
  /** Plan payments per patient per calendar year (orthodontics apart). */
  annualMaximum: number;
  orthoLifetimeMaximum: number;
  percentByServiceType: Record<DentalServiceType, number>;
  /** Major services are refused (W1) this many months after the line starts. */
  majorWaitingMonths: number;
  /** In-network negotiated fee as a share of the practice's charge. */
  networkFeeShare: number;
  /** Alternate benefit (A1): posterior composite fillings paid at the amalgam rate. */
  posteriorCompositeAsAmalgam: boolean;
}

export interface VisionPlan {
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

const groupRandom = (line: SeedCoverageLine) => createRandom(mixSeed(line.policyNumber, line.divisionNumber, 4_004));

export const groupPlans: ClaimPlans = {
  dental(line) {
    const random = groupRandom(line);
    return {
      deductible: random.pick([25, 50, 50, 75]),
      annualMaximum: random.pick([1000, 1250, 1500, 1500, 2000]),
      orthoLifetimeMaximum: random.pick([1000, 1500, 1500, 2000]),
      percentByServiceType: { Preventive: 100, Basic: random.pick([80, 80, 70]), Major: 50, Orthodontics: 50, Cosmetic: 0 },
      majorWaitingMonths: random.chance(0.3) ? 12 : 0,
      networkFeeShare: random.pick([0.72, 0.76, 0.8, 0.84]),
      posteriorCompositeAsAmalgam: random.chance(0.35),
    };
  },
  vision(line) {
    const random = groupRandom(line);
    return {
      examCopay: random.pick([0, 10, 10, 20]),
      materialsCopay: random.pick([10, 25, 25]),
      frameAllowance: random.pick([130, 150, 150, 200]),
      contactsAllowance: random.pick([130, 150]),
      outOfNetwork: { exam: 45, frames: 70, lenses: 40, contacts: 105 },
      networkFeeShare: 0.8,
    };
  },
};

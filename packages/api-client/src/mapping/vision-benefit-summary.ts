// §1 vision benefit snapshot: exam, lenses, frames and contacts with their
// copays, allowances and frequencies; §9 the exam allowance out of network is
// given per state in dollars. Already camelCase on the vision wire; dates
// become ISO or null ("available now" when absent).
import type { VisionBenefit as WireVisionBenefit, VisionBenefitSummary as WireVisionBenefitSummary } from '@portal/contract';
import { productTypeOfLob, type ProductType } from '@portal/core';
import { isoDateOrNull } from './wire-values.ts';

export interface VisionAllowance {
  /** Copay in network, dollars; 0 when none. */
  copay: number;
  coveredInFullInNetwork: boolean;
  /** Allowance in network, dollars; 0 when covered in full. */
  inNetworkAllowance: number;
  /** Reimbursement out of network, dollars (for the exam: the member's state's amount, §9). */
  outOfNetworkAllowance: number;
  /** Once every this many months. */
  frequencyMonths: number;
  /** First day it can be used again; null when available now. */
  nextEligibleDate: string | null;
}

export interface VisionBenefitSummary {
  planName: string;
  lineOfBusiness: string;
  productType: ProductType | undefined;
  networkName: string;
  stateCode: string;
  benefitPeriodStart: string | null;
  benefitPeriodEnd: string | null;
  exam: VisionAllowance;
  lenses: VisionAllowance;
  frames: VisionAllowance;
  contacts: VisionAllowance;
  /** §9 exam allowance per state: the out-of-network exam amount for the member's state. */
  examAllowanceForState: { stateCode: string; amount: number };
}

export function toVisionAllowance(wire: WireVisionBenefit): VisionAllowance {
  return {
    copay: wire.copay,
    coveredInFullInNetwork: wire.coveredInFullInNetwork,
    inNetworkAllowance: wire.inNetworkAllowance,
    outOfNetworkAllowance: wire.outOfNetworkAllowance,
    frequencyMonths: wire.frequencyMonths,
    nextEligibleDate: isoDateOrNull(wire.nextEligibleDate),
  };
}

export function toVisionBenefitSummary(wire: WireVisionBenefitSummary): VisionBenefitSummary {
  return {
    planName: wire.planName,
    lineOfBusiness: wire.lineOfBusiness,
    productType: productTypeOfLob(wire.lineOfBusiness),
    networkName: wire.networkName,
    stateCode: wire.stateCode,
    benefitPeriodStart: isoDateOrNull(wire.benefitPeriodStart),
    benefitPeriodEnd: isoDateOrNull(wire.benefitPeriodEnd),
    exam: toVisionAllowance(wire.exam),
    lenses: toVisionAllowance(wire.lenses),
    frames: toVisionAllowance(wire.frames),
    contacts: toVisionAllowance(wire.contacts),
    examAllowanceForState: { stateCode: wire.stateCode, amount: wire.exam.outOfNetworkAllowance },
  };
}

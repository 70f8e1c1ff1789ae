// §1 hearing tab: the member's hearing exam and hearing aid benefits, with the
// hearing savings offers their plan allows.
import type { HearingBenefits as WireHearingBenefits } from '@portal/contract';
import { toSavingsOffer, type SavingsOffer } from './savings-content.ts';

export interface HearingBenefit {
  kind: 'exam' | 'aids';
  /** 'copay': the member pays the amount; 'allowance': the plan pays up to it. */
  coverage: 'copay' | 'allowance';
  /** US dollars. */
  inNetworkAmount: number;
  /** US dollars; for a copay, 0 means not covered out of network. */
  outOfNetworkAmount: number;
  /** Once every this many months. */
  frequencyMonths: number;
}

export interface HearingBenefits {
  language: 'en' | 'es';
  planName: string;
  benefits: HearingBenefit[];
  savings: SavingsOffer[];
}

export function toHearingBenefits(wire: WireHearingBenefits): HearingBenefits {
  return {
    language: wire.language,
    planName: wire.planName,
    benefits: wire.benefits.map((benefit) => ({
      kind: benefit.kind,
      coverage: benefit.coverage,
      inNetworkAmount: benefit.inNetworkAmount,
      outOfNetworkAmount: benefit.outOfNetworkAmount,
      frequencyMonths: benefit.frequencyMonths,
    })),
    savings: wire.savings.map(toSavingsOffer),
  };
}

// §1 vision benefit snapshot of a line. §9: an exam every 12 months; glasses
// or contacts per benefit year; the out-of-network exam allowance is given
// per state in dollars (@portal/core stateNumber).
import type { VisionBenefit, VisionBenefitSummary } from '@portal/contract';
import { stateNumber } from '@portal/core';
import { addMonths, planYearContaining, referenceDayOf, type IsoDate } from '../../lib/plan-year.ts';
import type { VisionItem, VisionItemRecord, VisionUsageRecord } from './repository.ts';

export interface VisionLine {
  planName: string;
  lob: string;
  networkName: string;
  benefitYearStartMonth: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
  /** The member's state (§9 exam allowance). */
  stateCode: string;
}

/** What a plan that does not cover the item answers. */
const notCovered: VisionBenefit = {
  copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 0, outOfNetworkAllowance: 0, frequencyMonths: 12,
};

/** §9 out-of-network exam reimbursement of the member's state; 0 outside the §9 list. */
export function examAllowanceOfState(stateCode: string): number {
  return stateNumber(stateCode) ?? 0;
}

/**
 * The first day the item can be used again: an exam 12 months after the
 * last one; materials from the benefit year of the last purchase plus the
 * frequency (lenses and contacts: the next benefit year; frames every 24 months).
 */
export function nextEligibleDate(item: VisionItem, lastServiceDate: IsoDate, frequencyMonths: number, benefitYearStartMonth: number): IsoDate {
  if (item === 'exam') return addMonths(lastServiceDate, frequencyMonths);
  return addMonths(planYearContaining(lastServiceDate, benefitYearStartMonth).begin, frequencyMonths);
}

export function visionBenefitSummary(
  line: VisionLine, items: readonly VisionItemRecord[], usage: readonly VisionUsageRecord[], today: IsoDate,
): VisionBenefitSummary {
  const reference = referenceDayOf(today, line.termDate);
  const period = planYearContaining(reference, line.benefitYearStartMonth);
  const ended = reference < today;
  const benefit = (item: VisionItem): VisionBenefit => {
    const record = items.find((i) => i.item === item);
    if (!record) return notCovered;
    const last = usage.find((u) => u.item === item);
    const next = last && nextEligibleDate(item, last.lastServiceDate, record.frequencyMonths, line.benefitYearStartMonth);
    return {
      copay: record.copay,
      coveredInFullInNetwork: record.coveredInFull,
      inNetworkAllowance: record.inNetworkAllowance,
      outOfNetworkAllowance: record.outOfNetworkAllowance ?? examAllowanceOfState(line.stateCode),
      frequencyMonths: record.frequencyMonths,
      // Absent when available now; an ended line has no next date.
      ...(next && next > today && !ended ? { nextEligibleDate: next } : {}),
    };
  };
  return {
    planName: line.planName,
    lineOfBusiness: line.lob,
    networkName: line.networkName,
    stateCode: line.stateCode,
    benefitPeriodStart: period.begin,
    benefitPeriodEnd: period.end,
    exam: benefit('exam'),
    lenses: benefit('lenses'),
    frames: benefit('frames'),
    contacts: benefit('contacts'),
  };
}

import { describe, expect, it } from 'vitest';
import { examAllowanceOfState, nextEligibleDate, visionBenefitSummary } from './vision-summary.ts';

describe('§9 vision rules', () => {
  it('gives the exam allowance of the state, in dollars', () => {
    expect(examAllowanceOfState('AK')).toBe(80);
    expect(examAllowanceOfState('ny')).toBe(40);
    expect(examAllowanceOfState('TX')).toBe(25);
    expect(examAllowanceOfState('PR')).toBe(0);
  });

  it('allows an exam 12 months after the last, and glasses again in the next benefit year', () => {
    expect(nextEligibleDate('exam', '2026-03-15', 12, 1)).toBe('2027-03-15');
    expect(nextEligibleDate('lenses', '2026-03-15', 12, 1)).toBe('2027-01-01');
    expect(nextEligibleDate('lenses', '2026-03-15', 12, 7)).toBe('2026-07-01');
    expect(nextEligibleDate('frames', '2026-03-15', 24, 1)).toBe('2028-01-01');
  });
});

describe('visionBenefitSummary', () => {
  const line = { planName: 'Exam Plan', lob: 'EXA', networkName: 'Vision Exam Network', benefitYearStartMonth: 1, termDate: 0, stateCode: 'CA' };
  const exam = { item: 'exam', copay: 10, coveredInFull: true, inNetworkAllowance: 0, outOfNetworkAllowance: null, frequencyMonths: 12 } as const;

  it('answers materials a plan does not cover as not covered', () => {
    const summary = visionBenefitSummary(line, [exam], [], '2026-11-21');
    expect(summary.exam).toEqual({ copay: 10, coveredInFullInNetwork: true, inNetworkAllowance: 0, outOfNetworkAllowance: 50, frequencyMonths: 12 });
    expect(summary.frames).toEqual({ copay: 0, coveredInFullInNetwork: false, inNetworkAllowance: 0, outOfNetworkAllowance: 0, frequencyMonths: 12 });
  });

  it('takes the benefit year of an ended line at its end and gives no next dates', () => {
    const ended = visionBenefitSummary({ ...line, termDate: 20241231 }, [exam], [{ item: 'exam', lastServiceDate: '2024-06-01' }], '2026-11-21');
    expect([ended.benefitPeriodStart, ended.benefitPeriodEnd]).toEqual(['2024-01-01', '2024-12-31']);
    expect(ended.exam.nextEligibleDate).toBeUndefined();
  });
});

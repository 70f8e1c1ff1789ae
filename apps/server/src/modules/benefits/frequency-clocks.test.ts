import { describe, expect, it } from 'vitest';
import { dentalClocks, preventiveIntervalMonths, visionClocks, visionUsageOf } from './frequency-clocks.ts';
import type { DentalClassRecord, VisionItemRecord } from './repository.ts';

const preventive = (frequencyCount: number, frequencyMonths: number): DentalClassRecord => ({
  benefitClass: 'preventive', inNetworkPercent: 100, outOfNetworkPercent: 100, deductibleApplies: false,
  copay: 0, waitingMonths: 0, frequencyCount, frequencyMonths,
});

const item = (name: VisionItemRecord['item'], frequencyMonths: number): VisionItemRecord => ({
  item: name, copay: 0, coveredInFull: true, inNetworkAllowance: 0, outOfNetworkAllowance: 0, frequencyMonths,
});

describe('dental frequency clocks', () => {
  it('runs cleanings and exams by the preventive class (2 in 12 months: every 6), X-rays every 12 months', () => {
    const clocks = dentalClocks(
      [
        { code: 'D1120', lastServiceDate: '2026-03-31' },
        { code: 'D1110', lastServiceDate: '2025-09-02' },
        { code: 'D0150', lastServiceDate: '2026-03-31' },
        { code: 'D0274', lastServiceDate: '2025-10-10' },
        { code: 'D0210', lastServiceDate: '2026-01-15' },
      ],
      [preventive(2, 12)],
    );
    expect(clocks).toEqual([
      // The latest of the codes counts; month ends are clamped (31 March + 6 months = 30 September).
      { service: 'CLEANING', lastServiceDate: '2026-03-31', nextEligibleDate: '2026-09-30' },
      { service: 'EXAM', lastServiceDate: '2026-03-31', nextEligibleDate: '2026-09-30' },
      { service: 'XRAYS', lastServiceDate: '2026-01-15', nextEligibleDate: '2027-01-15' },
    ]);
  });

  it('gives no dates for a service never used (covered now)', () => {
    expect(dentalClocks([], [preventive(2, 12)])).toEqual([{ service: 'CLEANING' }, { service: 'EXAM' }, { service: 'XRAYS' }]);
  });

  it('falls back to six months when the plan states no preventive frequency', () => {
    expect(preventiveIntervalMonths([])).toBe(6);
    expect(preventiveIntervalMonths([preventive(0, 0)])).toBe(6);
    expect(preventiveIntervalMonths([preventive(1, 12)])).toBe(12);
  });
});

describe('vision frequency clocks', () => {
  const items = [item('exam', 12), item('lenses', 12), item('frames', 24), item('contacts', 12)];

  it('runs the exam 12 months from the last one, frames and lenses from the benefit year of the purchase (§9)', () => {
    const usage = visionUsageOf([
      { code: '92014', lastServiceDate: '2026-05-20' },
      { code: 'V2020', lastServiceDate: '2026-05-20' },
      { code: 'V2781', lastServiceDate: '2026-05-20' },
    ]);
    expect(visionClocks(usage, items, 7)).toEqual([
      { service: 'EXAM', lastServiceDate: '2026-05-20', nextEligibleDate: '2027-05-20' },
      // Benefit year July 2025 – June 2026: frames every 24 months, lenses every benefit year.
      { service: 'FRAMES', lastServiceDate: '2026-05-20', nextEligibleDate: '2027-07-01' },
      { service: 'LENSES', lastServiceDate: '2026-05-20', nextEligibleDate: '2026-07-01' },
    ]);
  });

  it('counts contact lenses on the lenses clock (instead of glasses, §9)', () => {
    const usage = visionUsageOf([{ code: 'V2520', lastServiceDate: '2026-02-01' }]);
    expect(visionClocks(usage, items, 1)).toEqual([
      { service: 'EXAM' },
      { service: 'FRAMES' },
      { service: 'LENSES', lastServiceDate: '2026-02-01', nextEligibleDate: '2027-01-01' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { estimateValidUntil, isExpired } from './estimate-validity.ts';

describe('estimateValidUntil (§9 valid 12 months)', () => {
  it.each([
    ['2026-03-10', '2027-03-09'],
    ['2026-01-01', '2026-12-31'],
    ['2024-02-29', '2025-02-27'],
    ['2025-03-01', '2026-02-28'],
  ])('processed %s → valid through %s', (processed, until) => {
    expect(estimateValidUntil(processed)).toBe(until);
  });

  it('has no end before the estimate is processed', () => {
    expect(estimateValidUntil(undefined)).toBeUndefined();
    expect(estimateValidUntil('')).toBeUndefined();
  });

  it('counts the last day as valid', () => {
    expect(isExpired('2027-03-09', '2027-03-09')).toBe(false);
    expect(isExpired('2027-03-09', '2027-03-10')).toBe(true);
  });
});

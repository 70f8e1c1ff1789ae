import { describe, expect, it } from 'vitest';
import { addBusinessDays, businessDaysBetween, uploadStatusOf } from './business-days.ts';

const at = (iso: string) => new Date(iso);

describe('business days (§9 vision claims take 7 to 10 business days)', () => {
  it('counts Monday to Friday only', () => {
    // Friday 2025-03-28 + 10 business days: Friday 2025-04-11.
    expect(addBusinessDays(at('2025-03-28T15:42:10Z'), 10)).toBe('2025-04-11');
    // Monday + 10: the Monday two weeks later.
    expect(addBusinessDays(at('2025-01-06T09:15:00Z'), 10)).toBe('2025-01-20');
    // Sent on a Saturday: counting starts on Monday, so the 10th business day is the Friday after next.
    expect(addBusinessDays(at('2025-03-29T10:00:00Z'), 10)).toBe('2025-04-11');
    expect(addBusinessDays(at('2025-03-28T00:00:00Z'), 1)).toBe('2025-03-31');
  });

  it('goes by the UTC day of the moment, across a year end', () => {
    expect(addBusinessDays(at('2025-12-31T23:59:59Z'), 2)).toBe('2026-01-02');
    expect(businessDaysBetween(at('2025-12-31T23:59:59Z'), at('2026-01-01T00:00:01Z'))).toBe(1);
  });

  it('counts the days after the submission up to and including today', () => {
    expect(businessDaysBetween(at('2025-03-28T15:00:00Z'), at('2025-03-28T23:00:00Z'))).toBe(0);
    expect(businessDaysBetween(at('2025-03-28T15:00:00Z'), at('2025-03-30T12:00:00Z'))).toBe(0);
    expect(businessDaysBetween(at('2025-03-28T15:00:00Z'), at('2025-03-31T08:00:00Z'))).toBe(1);
    expect(businessDaysBetween(at('2025-03-28T15:00:00Z'), at('2025-04-11T08:00:00Z'))).toBe(10);
  });

  it('tells received (same day, or a weekend after), in review, then processed from the 10th business day', () => {
    const sent = at('2025-03-28T15:42:10Z');
    expect(uploadStatusOf(sent, at('2025-03-28T18:00:00Z'))).toBe('RECEIVED');
    expect(uploadStatusOf(sent, at('2025-03-30T18:00:00Z'))).toBe('RECEIVED');
    expect(uploadStatusOf(sent, at('2025-03-31T08:00:00Z'))).toBe('IN_REVIEW');
    expect(uploadStatusOf(sent, at('2025-04-10T23:59:59Z'))).toBe('IN_REVIEW');
    expect(uploadStatusOf(sent, at('2025-04-11T00:00:00Z'))).toBe('PROCESSED');
  });
});

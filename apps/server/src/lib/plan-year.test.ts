import { describe, expect, it } from 'vitest';
import { addDays, addMonths, ageOn, daysBetween, isoFromWire, planYearContaining, referenceDayOf, wireFromIso } from './plan-year.ts';

describe('planYearContaining', () => {
  it('gives the calendar year for a January plan', () => {
    expect(planYearContaining('2026-11-21', 1)).toEqual({ year: 2026, begin: '2026-01-01', end: '2026-12-31' });
  });

  it('gives July to June for a plan year starting in July, on both sides of the start', () => {
    expect(planYearContaining('2026-11-21', 7)).toEqual({ year: 2026, begin: '2026-07-01', end: '2027-06-30' });
    expect(planYearContaining('2026-06-30', 7)).toEqual({ year: 2025, begin: '2025-07-01', end: '2026-06-30' });
  });

  it('ends a March plan year on the last day of February, leap years included', () => {
    expect(planYearContaining('2027-05-01', 3).end).toBe('2028-02-29');
  });
});

describe('dates on the wire (§3 yyyymmdd, 0 = none)', () => {
  it('converts both ways and keeps 0 as none', () => {
    expect(isoFromWire(20241231)).toBe('2024-12-31');
    expect(wireFromIso('1984-03-14')).toBe(19840314);
    expect(isoFromWire(0)).toBeUndefined();
    expect(wireFromIso(undefined)).toBe(0);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-02-20', 12)).toBe('2027-02-20');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2025-07-01', 24)).toBe('2027-07-01');
  });
});

describe('referenceDayOf', () => {
  it('is today for an active line and the end date for an ended one', () => {
    expect(referenceDayOf('2026-11-21', 0)).toBe('2026-11-21');
    expect(referenceDayOf('2026-11-21', 20241231)).toBe('2024-12-31');
    expect(referenceDayOf('2026-11-21', 20270630)).toBe('2026-11-21');
  });
});

describe('ageOn', () => {
  it('counts a birthday only once it has come', () => {
    expect(ageOn('2015-06-21', '2026-06-20')).toBe(10);
    expect(ageOn('2015-06-21', '2026-06-21')).toBe(11);
  });
});

describe('addDays and daysBetween', () => {
  it('cross months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });
});

import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-date.ts';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators in English and Spanish', () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatMoney(650.5, 'es')).toBe('$650.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
  });

  it('writes dollars with cents', () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatMoney(62.5, 'es')).toMatch(/62[.,]50/);
  });
});

describe('formatIsoDate', () => {
  it('writes an ISO date as mm/dd/yyyy (§5), the same in English and Spanish', () => {
    expect(formatIsoDate('2026-03-09')).toBe('03/09/2026');
    expect(formatIsoDate('2024-12-31')).toBe('12/31/2024');
  });

  it('reads the day part of a timestamp without shifting it by time zone', () => {
    expect(formatIsoDate('2024-01-05T23:30:00-08:00')).toBe('01/05/2024');
  });
});

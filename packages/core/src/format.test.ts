import { describe, expect, it, vi } from 'vitest';
import { formatIsoDate } from './format-date.ts';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('writes dollars with cents and thousands separators in English and Spanish', () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatMoney(650.5, 'es')).toBe('$650.50');
    expect(formatMoney(0, 'en')).toBe('$0.00');
  });

  it("writes every amount as Intl.NumberFormat's currency style does, without asking Intl (ICU's costly first use)", () => {
    const amounts = [0, -0, 0.004, -0.004, 0.005, 0.015, 1.005, 2.675, 999.995, 1000, 1234567.891, -1500.5, 99999999.99, 0.1 + 0.2];
    for (let i = 0; i < 2000; i++) amounts.push(Math.round(Math.sin(i) * 10 ** (i % 9) * 1000) / 1000);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const written = amounts.flatMap((amount) => ['en', 'es'].map((language) => formatMoney(amount, language)));
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    const expected = amounts.flatMap((amount) => ['en-US', 'es-US'].map((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount)));
    expect(written).toEqual(expected);
  });

  it('leaves what is not a whole-cent amount to Intl', () => {
    expect(formatMoney(Number.NaN, 'en')).toBe(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number.NaN));
    expect(formatMoney(1e21, 'en')).toBe('$1,000,000,000,000,000,000,000.00');
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

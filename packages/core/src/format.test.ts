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
  it('writes an ISO date as mm/dd/yyyy in the member language, whatever the time zone', () => {
    expect(formatIsoDate('2026-03-09', 'en')).toBe('03/09/2026');
    expect(formatIsoDate('2026-03-09', 'es')).toBe('09/03/2026');
  });

  it('writes ISO dates as mm/dd/yyyy whatever the time zone', () => {
    expect(formatIsoDate('2024-12-31', 'en')).toBe('12/31/2024');
    expect(formatIsoDate('2024-01-05', 'es')).toMatch(/01\/05\/2024|05\/01\/2024/);
  });
});

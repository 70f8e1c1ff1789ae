import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './format-date.ts';
import { formatMoney } from './format-money.ts';

describe('formats', () => {
  it('writes dollars with cents', () => {
    expect(formatMoney(1500, 'en')).toBe('$1,500.00');
    expect(formatMoney(62.5, 'es')).toMatch(/62[.,]50/);
  });

  it('writes ISO dates as mm/dd/yyyy whatever the time zone', () => {
    expect(formatIsoDate('2024-12-31', 'en')).toBe('12/31/2024');
    expect(formatIsoDate('2024-01-05', 'es')).toMatch(/01\/05\/2024|05\/01\/2024/);
  });
});

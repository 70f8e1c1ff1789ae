import { describe, expect, it } from 'vitest';
import { isCoveredNow, localIsoDay } from './frequency-status.ts';

describe('frequency clocks', () => {
  it('is covered now when never used, or from the next covered day on', () => {
    expect(isCoveredNow(null, '2026-11-24')).toBe(true);
    expect(isCoveredNow('2026-11-24', '2026-11-24')).toBe(true);
    expect(isCoveredNow('2026-01-02', '2026-11-24')).toBe(true);
    expect(isCoveredNow('2026-11-25', '2026-11-24')).toBe(false);
  });

  it("counts the member's own calendar day", () => {
    expect(localIsoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

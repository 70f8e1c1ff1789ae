import { describe, expect, it } from 'vitest';
import { todayFileDate } from './today-file-date.ts';

describe('todayFileDate (§9 MM-DD-YYYY)', () => {
  it('writes the local calendar day with two-digit month and day', () => {
    expect(todayFileDate(new Date(2026, 0, 5, 23, 59))).toBe('01-05-2026');
    expect(todayFileDate(new Date(2026, 10, 21))).toBe('11-21-2026');
  });
});

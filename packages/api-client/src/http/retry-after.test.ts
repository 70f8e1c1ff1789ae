import { describe, expect, it } from 'vitest';
import { retryAfterSecondsOf } from './retry-after.ts';

describe('retryAfterSecondsOf (Retry-After of a 429)', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSecondsOf('120')).toBe(120);
    expect(retryAfterSecondsOf(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds from now, never negative', () => {
    const now = new Date('2026-11-25T03:00:00.000Z');
    expect(retryAfterSecondsOf('Wed, 25 Nov 2026 03:01:30 GMT', now)).toBe(90);
    expect(retryAfterSecondsOf('Wed, 25 Nov 2026 02:59:00 GMT', now)).toBe(0);
  });

  it('answers undefined when the header is absent or unreadable', () => {
    expect(retryAfterSecondsOf(null)).toBeUndefined();
    expect(retryAfterSecondsOf('')).toBeUndefined();
    expect(retryAfterSecondsOf('soon')).toBeUndefined();
    expect(retryAfterSecondsOf('-5')).toBeUndefined();
  });
});

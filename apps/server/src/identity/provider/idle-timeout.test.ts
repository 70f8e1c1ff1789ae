import { describe, expect, it } from 'vitest';
import { slidingLifetime } from './idle-timeout.ts';

const limits = { idleSeconds: 1800, absoluteSeconds: 8 * 3600 };

describe('slidingLifetime', () => {
  it('gives the idle time while the absolute limit is far', () => {
    expect(slidingLifetime(limits, 1000, 1000)).toBe(1800);
    expect(slidingLifetime(limits, undefined, 1000)).toBe(1800);
  });
  it('never reaches past the absolute limit, and is at least a second', () => {
    expect(slidingLifetime(limits, 0, 8 * 3600 - 600)).toBe(600);
    expect(slidingLifetime(limits, 0, 9 * 3600)).toBe(1);
  });
});

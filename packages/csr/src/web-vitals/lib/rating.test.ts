import { describe, expect, it } from 'vitest';
import { speedRatingOf } from './rating.ts';

describe('speedRatingOf (web.dev thresholds)', () => {
  it.each([
    ['LCP', 2500, 'good'], ['LCP', 2501, 'needsImprovement'], ['LCP', 4000, 'needsImprovement'], ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'], ['INP', 201, 'needsImprovement'], ['INP', 500, 'needsImprovement'], ['INP', 501, 'poor'],
    ['CLS', 0.1, 'good'], ['CLS', 0.11, 'needsImprovement'], ['CLS', 0.25, 'needsImprovement'], ['CLS', 0.26, 'poor'],
  ] as const)('rates %s %d as %s', (metric, value, rating) => {
    expect(speedRatingOf(metric, value)).toBe(rating);
  });
});

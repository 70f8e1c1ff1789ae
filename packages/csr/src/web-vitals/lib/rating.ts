// web.dev's thresholds for the 75th percentile of each Core Web Vital:
// good up to the first, poor above the second, needs improvement between.
import type { SiteSpeedMetric } from '@portal/api-client';

export type SpeedRating = 'good' | 'needsImprovement' | 'poor';

export const speedThresholds: Readonly<Record<SiteSpeedMetric, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export function speedRatingOf(metric: SiteSpeedMetric, p75: number): SpeedRating {
  const [good, poor] = speedThresholds[metric];
  if (p75 <= good) return 'good';
  return p75 <= poor ? 'needsImprovement' : 'poor';
}

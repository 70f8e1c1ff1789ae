// Web Vitals from real use, as the admin's site speed table
// reads them: one row per route pattern with the p75 of each metric measured.
import type { WebVitalMetric, WebVitalsResponse } from '@portal/contract';

export type SiteSpeedMetric = WebVitalMetric;

export interface SiteSpeedMeasure {
  /** The 75th percentile: LCP and INP in ms, CLS unitless. */
  p75: number;
  samples: number;
}

export interface SiteSpeedRoute {
  /** A §2 route pattern (e.g. /claims/:claimNumber) or /other. */
  route: string;
  /** Only the metrics some visitor reported. */
  metrics: Partial<Record<SiteSpeedMetric, SiteSpeedMeasure>>;
}

export interface SiteSpeed {
  site: WebVitalsResponse['site'];
  days: number;
  /** ISO date-times of the window. */
  from: string;
  to: string;
  /** By route pattern, in the server's order. */
  routes: SiteSpeedRoute[];
}

export function toSiteSpeed(wire: WebVitalsResponse): SiteSpeed {
  const byRoute = new Map<string, SiteSpeedRoute>();
  for (const row of wire.rows) {
    const entry = byRoute.get(row.route) ?? { route: row.route, metrics: {} };
    entry.metrics[row.metric] = { p75: row.p75, samples: row.samples };
    byRoute.set(row.route, entry);
  }
  return { site: wire.site, days: wire.days, from: wire.from, to: wire.to, routes: [...byRoute.values()] };
}

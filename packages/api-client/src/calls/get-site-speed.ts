import type { WebVitalsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import { toSiteSpeed, type SiteSpeed } from '../mapping/site-speed.ts';

export interface SiteSpeedQuery {
  /** The last n days, 1–30 (server default 7). */
  days?: number;
  /** The brand whose visitors to read (default the site's own). */
  site?: 'alic' | 'rsl' | 'standard';
  signal?: AbortSignal;
}

/** Site speed (admin, alic): p75 of LCP, INP and CLS per route from real visitors (getWebVitals). */
export async function getSiteSpeed({ client, subsidiary }: ApiContextValue, { days, site, signal }: SiteSpeedQuery = {}): Promise<SiteSpeed> {
  const route = callRoutes.getWebVitals;
  const wire = await client.request<WebVitalsResponse>(route.method, callPath(route.path, { subsidiary }), { query: { days, site }, signal });
  return toSiteSpeed(wire);
}

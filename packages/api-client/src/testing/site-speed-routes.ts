// A mock of the admin's getWebVitals for tests and stories:
// p75 rows per brand, filtered to the asked window the way the server
// answers (fewer samples for fewer days), or a chosen HTTP status instead.
import type { WebVitalAggregate, WebVitalsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { MockRequest, MockRoutes } from './mock-routes.ts';
import { mockErrorAnswer } from './registration-mock-errors.ts';

type Site = WebVitalsResponse['site'];

/** Rows of the last 7 days: a good landing page, a dashboard that needs work, a poor claim page. */
export const mockWebVitalRows: readonly WebVitalAggregate[] = [
  { route: '/claims/:claimNumber', metric: 'LCP', p75: 4620, samples: 41 },
  { route: '/claims/:claimNumber', metric: 'INP', p75: 540, samples: 30 },
  { route: '/claims/:claimNumber', metric: 'CLS', p75: 0.31, samples: 40 },
  { route: '/dashboard', metric: 'LCP', p75: 2900, samples: 180 },
  { route: '/dashboard', metric: 'INP', p75: 240, samples: 122 },
  { route: '/dashboard', metric: 'CLS', p75: 0.04, samples: 178 },
  { route: '/landing', metric: 'LCP', p75: 1840, samples: 212 },
  { route: '/landing', metric: 'INP', p75: 96, samples: 150 },
  { route: '/landing', metric: 'CLS', p75: 0.01, samples: 208 },
];

export const mockSiteSpeedMessages = { unavailable: 'Something went wrong. Please try again later.' } as const;

export interface MockSiteSpeedOptions {
  /** Rows per brand (default: mockWebVitalRows for every brand). */
  rows?: Partial<Record<Site, readonly WebVitalAggregate[]>>;
  /** Answer this HTTP status instead (403 not an admin, 500 an error). */
  failWith?: number;
  /** Never answer (the loading state). */
  pending?: boolean;
  /** The window's end (default 2026-11-25T09:00:00Z). */
  now?: string;
}

export function mockSiteSpeedRoutes(options: MockSiteSpeedOptions = {}): MockRoutes {
  const now = Date.parse(options.now ?? '2026-11-25T09:00:00.000Z');
  const route = callRoutes.getWebVitals;
  return {
    [`${route.method} ${callPath(route.path, { subsidiary: 'alic' })}`]: (request: MockRequest) => {
      if (options.pending) return new Promise(() => undefined);
      if (options.failWith !== undefined) return mockErrorAnswer(options.failWith, mockSiteSpeedMessages.unavailable);
      const query = request.options.query ?? {};
      const days = query.days === undefined ? 7 : Number(query.days);
      const site = (query.site ?? 'alic') as Site;
      const rows = options.rows?.[site] ?? mockWebVitalRows;
      // Fewer days, fewer samples (at least one), as the server's narrower window.
      const scaled = rows.map((row) => ({ ...row, samples: Math.max(1, Math.round((row.samples * days) / 7)) }));
      const answer: WebVitalsResponse = {
        status: 'SUCCESS', site, days, from: new Date(now - days * 86_400_000).toISOString(), to: new Date(now).toISOString(), rows: scaled,
      };
      return answer;
    },
  };
}

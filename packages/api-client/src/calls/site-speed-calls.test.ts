import { callSamples } from '@portal/contract/samples';
import { describe, expect, it } from 'vitest';
import type { ApiContextValue } from '../api-context.tsx';
import { isHttpError } from '../http/http-error.ts';
import { toSiteSpeed } from '../mapping/site-speed.ts';
import { createMockHttpClient } from '../testing.ts';
import { mockSiteSpeedRoutes, type MockSiteSpeedOptions } from '../testing/site-speed-routes.ts';
import { getSiteSpeed } from './get-site-speed.ts';

function setUp(options: MockSiteSpeedOptions = {}) {
  const client = createMockHttpClient(mockSiteSpeedRoutes(options));
  const api: ApiContextValue = { client, subsidiary: 'alic' };
  return { client, api };
}

describe('site speed (getWebVitals)', () => {
  it("groups the contract sample's rows into one route with its three metrics", () => {
    expect(toSiteSpeed(callSamples.getWebVitals.response)).toStrictEqual({
      site: 'alic',
      days: 7,
      from: '2026-11-18T09:00:00.000Z',
      to: '2026-11-25T09:00:00.000Z',
      routes: [
        {
          route: '/landing',
          metrics: { LCP: { p75: 1840, samples: 212 }, INP: { p75: 96, samples: 150 }, CLS: { p75: 0.01, samples: 208 } },
        },
      ],
    });
  });

  it('keeps a route with only some metrics, in the order the server sent the routes', () => {
    const speed = toSiteSpeed({
      ...callSamples.getWebVitals.response,
      rows: [{ route: '/other', metric: 'CLS', p75: 0.3, samples: 2 }, { route: '/landing', metric: 'LCP', p75: 900, samples: 1 }],
    });
    expect(speed.routes).toStrictEqual([
      { route: '/other', metrics: { CLS: { p75: 0.3, samples: 2 } } },
      { route: '/landing', metrics: { LCP: { p75: 900, samples: 1 } } },
    ]);
  });

  it('asks GET /api/alic/admin/webVitals with the days and brand chosen', async () => {
    const { api, client } = setUp();
    const speed = await getSiteSpeed(api, { days: 30, site: 'rsl' });
    expect(client.calls).toEqual(['GET /api/alic/admin/webVitals']);
    expect(client.requests[0]!.options.query).toEqual({ days: 30, site: 'rsl' });
    expect(speed).toMatchObject({ site: 'rsl', days: 30 });
    expect(speed.routes.map((route) => route.route)).toEqual(['/claims/:claimNumber', '/dashboard', '/landing']);
  });

  it('raises the HTTP error of a refused call (403 for anyone but an admin)', async () => {
    const { api } = setUp({ failWith: 403 });
    const error = await getSiteSpeed(api).catch((failure: unknown) => failure);
    expect(isHttpError(error) && error.status).toBe(403);
  });
});

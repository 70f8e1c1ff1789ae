// Web Vitals from real use. Every page of the sites sends
// the LCP, INP and CLS its visitor measured, per §2 route pattern (never the
// real path, query or anything about who the visitor is). No auth: a beacon
// leaves as the page hides, signed in or not.
import Type from 'typebox';
import { routes } from '@portal/core';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { ErrorResponse } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';

export const webVitalMetrics = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof webVitalMetrics)[number];

/** Where a page matches no §2 route. */
export const otherRoute = '/other';

type RouteTree = string | { readonly [key: string]: RouteTree };
const patternsOf = (tree: RouteTree): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(patternsOf));

/** Every §2 route pattern of @portal/core (e.g. '/claims/:claimNumber') and '/other'. */
export const webVitalRoutes: readonly string[] = Object.freeze([...new Set(patternsOf(routes)), otherRoute]);

/** The largest value taken per metric: LCP and INP in milliseconds, CLS unitless. */
export const webVitalMaxima: Readonly<Record<WebVitalMetric, number>> = { LCP: 60_000, INP: 60_000, CLS: 10 };

export const webVitalsPerReport = 10;

export const WebVitalSample = Type.Object(
  {
    name: Type.Enum(webVitalMetrics, { type: 'string', description: 'LCP and INP in milliseconds, CLS unitless' }),
    value: Type.Number({ minimum: 0, maximum: 60_000, description: 'LCP/INP 0–60000 ms; CLS 0–10' }),
    route: Type.String({ minLength: 1, maxLength: 100, description: `a §2 route pattern (e.g. /claims/:claimNumber) or ${otherRoute}` }),
  },
  { additionalProperties: false },
);
export type WebVitalSample = Type.Static<typeof WebVitalSample>;

export const WebVitalsReport = Type.Object(
  { metrics: Type.Array(WebVitalSample, { minItems: 1, maxItems: webVitalsPerReport }) },
  { additionalProperties: false },
);
export type WebVitalsReport = Type.Static<typeof WebVitalsReport>;

export const reportWebVitals = defineCall({
  id: 'reportWebVitals',
  ...callRoutes.reportWebVitals,
  auth: 'none',
  summary: "Web Vitals: a page's LCP, INP and CLS, as the visitor's browser measured them",
  description:
    'Sent with navigator.sendBeacon as the page hides. Stored per partner, route pattern and metric with the time only: ' +
    'no address, user agent, member or query string. 400 for a metric, value or route outside the rules; 429 (Retry-After) too many reports from one address.',
  params: SubsidiaryParams,
  body: WebVitalsReport,
  response: {
    204: Type.Null({ description: 'stored' }),
    400: ErrorResponse,
    413: ErrorResponse,
    429: ErrorResponse,
  },
});

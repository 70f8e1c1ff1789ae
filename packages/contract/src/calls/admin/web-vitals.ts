// What the site's real visitors measured, for an admin
// (auth 'admin', alic only): per route pattern and metric the 75th percentile
// of the window's samples (as web.dev rates a site), for one brand.
import Type from 'typebox';
import { partners } from '@portal/core';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { successStatus } from '../registration/fields.ts';
import { webVitalMetrics } from '../web-vitals.ts';

export const webVitalsMaxDays = 30;

export const WebVitalsQuery = Type.Object(
  {
    days: Type.Optional(Type.Integer({ minimum: 1, maximum: webVitalsMaxDays, default: 7, description: 'the last n days (default 7)' })),
    site: Type.Optional(Type.Enum(partners, { type: 'string', description: "the brand whose visitors' samples to read (default the path's)" })),
  },
  { additionalProperties: false },
);
export type WebVitalsQuery = Type.Static<typeof WebVitalsQuery>;

export const WebVitalAggregate = Type.Object({
  route: Type.String({ description: 'a §2 route pattern or /other' }),
  metric: Type.Enum(webVitalMetrics, { type: 'string' }),
  p75: Type.Number({ description: 'the 75th percentile (continuous); LCP and INP in ms, CLS unitless' }),
  samples: Type.Integer({ minimum: 1 }),
});
export type WebVitalAggregate = Type.Static<typeof WebVitalAggregate>;

export const WebVitalsResponse = Type.Object({
  status: successStatus,
  site: Type.Enum(partners, { type: 'string' }),
  days: Type.Integer({ minimum: 1, maximum: webVitalsMaxDays }),
  from: Type.String({ format: 'date-time', description: 'the window starts here…' }),
  to: Type.String({ format: 'date-time', description: '…and ends now' }),
  rows: Type.Array(WebVitalAggregate, { description: 'by route, then metric' }),
});
export type WebVitalsResponse = Type.Static<typeof WebVitalsResponse>;

export const getWebVitals = defineCall({
  id: 'getWebVitals',
  ...callRoutes.getWebVitals,
  auth: 'admin',
  summary: "Site speed: the 75th percentile of LCP, INP and CLS per route, from real visitors' reports",
  params: SubsidiaryParams,
  querystring: WebVitalsQuery,
  response: { 200: WebVitalsResponse, ...memberErrorResponses },
});

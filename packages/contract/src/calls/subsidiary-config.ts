// §7 subsidiary configuration: fetched with the subsidiary and a header
// X-METADATA-CAPTURE holding JSON metadata, every 5 minutes; §3 Config is the
// subsidiary and the memberChat flag; §9 user-agent strings are cut at 500.
import { userAgentMaxLength } from '@portal/core';
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { contentLanguages, stringEnum } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

/** What the site reports about the browser, as the JSON inside X-METADATA-CAPTURE. */
export const MetadataCapture = Type.Object(
  {
    userAgent: Type.String({
      maxLength: userAgentMaxLength,
      description: 'browser user agent, cut at 500 characters by the sender (§9)',
    }),
    language: Type.Optional(stringEnum(contentLanguages, 'language the site is shown in')),
    page: Type.Optional(Type.String({ maxLength: 256, description: 'path of the page open, e.g. /dashboard' })),
    screenWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'viewport width in CSS pixels' })),
    screenHeight: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, description: 'viewport height in CSS pixels' })),
    timeZone: Type.Optional(Type.String({ maxLength: 64, description: 'IANA time zone, e.g. America/Chicago' })),
  },
  { additionalProperties: false },
);
export type MetadataCapture = Type.Static<typeof MetadataCapture>;

/** Header name as Fastify sees it (lower case); sent as X-METADATA-CAPTURE. */
export const metadataCaptureHeader = 'x-metadata-capture';

export const SubsidiaryConfigHeaders = Type.Object({
  [metadataCaptureHeader]: Type.String({
    minLength: 2,
    maxLength: 4096,
    contentMediaType: 'application/json',
    contentSchema: MetadataCapture,
    description: 'X-METADATA-CAPTURE: JSON metadata (MetadataCapture), checked by the server after parsing',
  }),
});
export type SubsidiaryConfigHeaders = Type.Static<typeof SubsidiaryConfigHeaders>;

export const SubsidiaryConfig = Type.Object({
  subsidiary: Type.String({ description: 'partner code the configuration is for (§9)' }),
  memberChat: Type.Boolean({ description: 'whether the chat button may show (with chat availability, §2)' }),
});
export type SubsidiaryConfig = Type.Static<typeof SubsidiaryConfig>;

export const getSubsidiaryConfig = defineCall({
  id: 'getSubsidiaryConfig',
  ...callRoutes.getSubsidiaryConfig,
  summary: 'Configuration of the subsidiary (partner)',
  description: 'The site calls it every 5 minutes (§9) with X-METADATA-CAPTURE describing the browser.',
  auth: 'none',
  params: SubsidiaryParams,
  headers: SubsidiaryConfigHeaders,
  response: { 200: SubsidiaryConfig, 400: errorResponses[400], 404: errorResponses[404] },
});

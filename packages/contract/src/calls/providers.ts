// Find care: the public provider directory (signed out it lists every
// network; signed in, the networks of the member's own lines come first and
// are marked). Search parameters arrive as text and the server checks them
// itself, so a bad ZIP, radius or type is refused in the caller's language
// (Accept-Language) rather than with a schema message in English.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { ErrorResponse } from '../errors.ts';
import { callRoutes } from '../call-routes.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../params.ts';
import { stringEnum, text } from '../wire.ts';
import { dhmoNetwork, providerHoursFilters, providerNetworks, providerSearchPageSize, providerSearchRadius, providerTypes } from '../call-values.ts';

export { dhmoNetwork, providerHoursFilters, providerNetworks, providerSearchPageSize, providerSearchRadius, providerTypes };
export type ProviderType = (typeof providerTypes)[number];
export type ProviderNetwork = (typeof providerNetworks)[number];

const param = (description: string, maxLength = 32) => Type.Optional(Type.String({ maxLength, description }));

export const ProviderSearchQuery = Type.Object(
  {
    zip: param('5-digit ZIP code to search around; or lat and lng', 10),
    lat: param('latitude of the place to search around (-90 to 90), with lng'),
    lng: param('longitude of the place to search around (-180 to 180), with lat'),
    radius: param(`miles around the place, ${providerSearchRadius.min}–${providerSearchRadius.max}; default ${providerSearchRadius.default}`),
    type: param(`kind of provider: ${providerTypes.join(', ')}`),
    network: param(`only providers in this network: ${providerNetworks.join(', ')}`, 64),
    acceptingNew: param("'true': only providers accepting new patients", 8),
    language: param('only providers speaking this language (English name, e.g. Spanish)', 32),
    wheelchair: param("'true': only offices with wheelchair access", 8),
    hours: param('only offices open evenings or on Saturdays: evenings, saturdays', 16),
    page: param('page of results, from 1', 8),
  },
  { additionalProperties: false },
);
export type ProviderSearchQuery = Type.Static<typeof ProviderSearchQuery>;

const ProviderFields = {
  providerId: Type.String({ pattern: '^[0-9]{10}$', description: 'NPI-like 10-digit id of the provider' }),
  name: text("provider's or practice's name"),
  providerType: stringEnum(providerTypes, 'kind of provider'),
  street: text('street address'),
  city: text('city', 64),
  state: Type.String({ pattern: '^[A-Z]{2}$', description: 'state code' }),
  zip: Type.String({ pattern: '^[0-9]{5}$', description: 'ZIP code' }),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  phone: Type.String({ pattern: '^[0-9]{10}$', description: '10-digit phone number' }),
  networks: Type.Array(text('network name', 64), { description: 'networks the provider belongs to' }),
  inMemberNetwork: Type.Boolean({ description: "true when signed in and one of the provider's networks is a network of the member's own lines" }),
  acceptingNewPatients: Type.Boolean(),
  languages: Type.Array(text('language spoken (English name)', 32)),
  wheelchairAccess: Type.Boolean(),
  openEvenings: Type.Boolean({ description: 'open until 8 p.m. at least one weekday' }),
  openSaturdays: Type.Boolean({ description: 'open on Saturday mornings' }),
};

export const ProviderSummary = Type.Object({
  ...ProviderFields,
  distanceMiles: Type.Number({ minimum: 0, description: 'great-circle distance from the searched place, miles' }),
});
export type ProviderSummary = Type.Static<typeof ProviderSummary>;

export const ProviderSearchResponse = Type.Object({
  origin: Type.Object({
    latitude: Type.Number(),
    longitude: Type.Number(),
    label: text('the ZIP code and its city, or empty for a location', 128),
  }),
  radiusMiles: Type.Integer({ minimum: providerSearchRadius.min, maximum: providerSearchRadius.max }),
  memberNetworks: Type.Array(text('network name', 64), { description: "networks of the signed-in member's lines; empty signed out" }),
  providers: Type.Array(ProviderSummary, { description: "this page's providers: the member's networks first, then by distance" }),
  paging: Type.Object({
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    totalCount: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
  }),
});
export type ProviderSearchResponse = Type.Static<typeof ProviderSearchResponse>;

export const HoursOfDay = Type.Object({
  day: stringEnum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const, 'day of the week'),
  opens: Type.String({ pattern: '^[0-9]{2}:[0-9]{2}$', description: "opening time, 24-hour HH:MM; '' when closed" }),
  closes: Type.String({ pattern: '^[0-9]{2}:[0-9]{2}$', description: 'closing time, 24-hour HH:MM' }),
});

export const ProviderDetail = Type.Object({
  ...ProviderFields,
  hours: Type.Array(HoursOfDay, { description: 'the days the office is open' }),
});
export type ProviderDetail = Type.Static<typeof ProviderDetail>;

export const ProviderParams = subsidiaryParamsWith({
  providerId: Type.String({ maxLength: 32, description: 'NPI-like 10-digit id of the provider' }),
});

// Public: a token that no longer holds is read as signed out (the public directory), so no 401.
const providerErrors = { 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse } as const;

export const searchProviders = defineCall({
  id: 'searchProviders',
  ...callRoutes.searchProviders,
  summary: 'Find providers near a ZIP code or a location, nearest first',
  description: 'Public. With a bearer token of a member, the networks of their own lines come first and are marked.',
  auth: 'none',
  params: SubsidiaryParams,
  querystring: ProviderSearchQuery,
  response: { 200: ProviderSearchResponse, ...providerErrors },
});

export const getProvider = defineCall({
  id: 'getProvider',
  ...callRoutes.getProvider,
  summary: "A provider's page: hours, languages and the networks it takes",
  auth: 'none',
  params: ProviderParams,
  response: { 200: ProviderDetail, ...providerErrors },
});

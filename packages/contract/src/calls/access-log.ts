// The member's Account activity (/profile) — sign-ins,
// password and email changes, second-factor changes, apps disconnected, and every visit and
// change customer service made to the account. The member's own reads of
// their data are audited too but not listed here.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { callRoutes } from '../call-routes.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { successStatus } from './registration/fields.ts';

/** What a member can see happened to their account. */
export const accountActivityKinds = [
  'signIn',
  'signInFailed',
  'passwordChanged',
  'passwordReset',
  'emailChanged',
  'secondFactorChanged',
  'paperlessChanged',
  'appDisconnected',
  'primaryDentistChangeRequested',
  'primaryDentistChangeCancelled',
  'customerServiceVisit',
  // The household (adult dependents with their own account): sharing turned on or off, shared claims read.
  'claimSharingChanged',
  'sharedClaimsViewed',
] as const;
export type AccountActivityKind = (typeof accountActivityKinds)[number];

/** The parts of the account a customer-service visit looked at or changed. */
export const accountAreas = [
  'profile',
  'policies',
  'benefits',
  'claims',
  'documents',
  'idCards',
  'paperless',
  'contacts',
  'uploads',
  'messages',
  'other',
] as const;
export type AccountArea = (typeof accountAreas)[number];

export const AccountActivityEntry = Type.Object({
  id: Type.String({ description: 'stable id of the entry' }),
  kind: Type.Enum(accountActivityKinds, { type: 'string' }),
  at: Type.String({ format: 'date-time', description: 'when it happened (a visit: when it began)' }),
  until: Type.Optional(Type.String({ format: 'date-time', description: 'a visit: its last call' })),
  actor: Type.Object({
    kind: Type.Union([Type.Literal('member'), Type.Literal('customerService'), Type.Literal('household')]),
    name: Type.Optional(Type.String({ description: 'customer service: the representative’s name or staff id; household: the person’s first name' })),
  }),
  shared: Type.Optional(Type.Boolean({ description: 'claimSharingChanged: sharing turned on (true) or off' })),
  personName: Type.Optional(
    Type.String({ maxLength: 60, description: 'claimSharingChanged, sharedClaimsViewed: the other person of the household (first name)' }),
  ),
  method: Type.Optional(
    Type.Union([Type.Literal('password'), Type.Literal('passkey')], { description: 'sign-ins: how the member signed in' }),
  ),
  appName: Type.Optional(
    Type.String({ maxLength: 100, description: 'appDisconnected: the name of the app the member disconnected (absent when no longer registered)' }),
  ),
  viewed: Type.Optional(Type.Array(Type.Enum(accountAreas, { type: 'string' }), { description: 'a visit: what was looked at' })),
  changed: Type.Optional(Type.Array(Type.Enum(accountAreas, { type: 'string' }), { description: 'a visit: what was changed' })),
});
export type AccountActivityEntry = Type.Static<typeof AccountActivityEntry>;

export const AccessLogQuery = Type.Object(
  {
    before: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'nextCursor of the previous page' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);
export type AccessLogQuery = Type.Static<typeof AccessLogQuery>;

export const AccessLogResponse = Type.Object({
  status: successStatus,
  entries: Type.Array(AccountActivityEntry, { description: 'newest first' }),
  nextCursor: Type.Optional(Type.String({ description: 'absent on the last page' })),
});
export type AccessLogResponse = Type.Static<typeof AccessLogResponse>;

export const getAccessLog = defineCall({
  id: 'getAccessLog',
  ...callRoutes.getAccessLog,
  summary: "The signed-in member's account activity: sign-ins, account changes and customer service's visits",
  params: SubsidiaryParams,
  querystring: AccessLogQuery,
  response: { 200: AccessLogResponse, ...memberErrorResponses },
});

// Access management for a CSR supervisor (auth 'admin', alic
// only): the staff accounts and their CSR role, a member's raw access log,
// and the audit trail as CSV for compliance. Granting or revoking the role
// takes effect at the account's next sign-in or token exchange, and is itself
// audited.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { ErrorResponse, memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams, subsidiaryParamsWith } from '../../params.ts';
import { successStatus } from '../registration/fields.ts';

const accountId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'the staff account id' });
const memberKey = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'memberKey from the CSR search' });

export const StaffAccount = Type.Object({
  accountId,
  email: Type.String(),
  name: Type.String({ description: 'display name ("" when none)' }),
  csr: Type.Boolean({ description: 'holds the CSR role: may search members and act on them' }),
  admin: Type.Boolean({ description: 'holds the admin role: may use access management' }),
  lastSignInAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type StaffAccount = Type.Static<typeof StaffAccount>;

export const StaffAccountsResponse = Type.Object({ status: successStatus, accounts: Type.Array(StaffAccount) });
export type StaffAccountsResponse = Type.Static<typeof StaffAccountsResponse>;

export const GrantCsrRoleRequest = Type.Object(
  { email: Type.String({ minLength: 3, maxLength: 60, description: 'the staff account to grant the CSR role to' }) },
  { additionalProperties: false },
);
export type GrantCsrRoleRequest = Type.Static<typeof GrantCsrRoleRequest>;

export const StaffAccountResponse = Type.Object({ status: successStatus, account: StaffAccount });
export type StaffAccountResponse = Type.Static<typeof StaffAccountResponse>;

/** One raw audit event as the admin sees it (ids only: no member data). */
export const AuditEvent = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actorKind: Type.Union([Type.Literal('member'), Type.Literal('csr'), Type.Literal('admin'), Type.Literal('anonymous')]),
  actorId: Type.Optional(Type.String({ description: 'account id of who acted' })),
  actorName: Type.Optional(Type.String({ description: 'staff: email or display name' })),
  memberKey: Type.Optional(Type.String({ description: 'the member the event is about' })),
  action: Type.String({ description: 'the call id (e.g. getClaims) or an identity event (e.g. signIn.password)' }),
  resource: Type.Optional(Type.String({ description: 'what the call named: an SPDC, claim number, document id' })),
  outcome: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
  statusCode: Type.Optional(Type.Integer()),
  clientAddress: Type.Optional(Type.String()),
});
export type AuditEvent = Type.Static<typeof AuditEvent>;

export const AuditEventsQuery = Type.Object(
  {
    before: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: false },
);
export type AuditEventsQuery = Type.Static<typeof AuditEventsQuery>;

export const AuditEventsResponse = Type.Object({
  status: successStatus,
  events: Type.Array(AuditEvent, { description: 'newest first' }),
  nextCursor: Type.Optional(Type.String()),
});
export type AuditEventsResponse = Type.Static<typeof AuditEventsResponse>;

export const AuditExportQuery = Type.Object(
  {
    from: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'first day, yyyy-mm-dd (UTC)' }),
    to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'last day, yyyy-mm-dd (UTC); at most 366 days after from' }),
  },
  { additionalProperties: false },
);
export type AuditExportQuery = Type.Static<typeof AuditExportQuery>;

export const getStaffAccounts = defineCall({
  id: 'getStaffAccounts',
  ...callRoutes.getStaffAccounts,
  auth: 'admin',
  summary: 'Access management: staff accounts with their CSR and admin roles',
  params: SubsidiaryParams,
  response: { 200: StaffAccountsResponse, ...memberErrorResponses },
});

export const grantCsrRole = defineCall({
  id: 'grantCsrRole',
  ...callRoutes.grantCsrRole,
  auth: 'admin',
  summary: 'Access management: grant the CSR role to a staff account (by email)',
  description: '404 when no account has the email; 409 when the account belongs to a member (members cannot be staff).',
  params: SubsidiaryParams,
  body: GrantCsrRoleRequest,
  response: { 200: StaffAccountResponse, ...memberErrorResponses, 409: ErrorResponse },
});

export const revokeCsrRole = defineCall({
  id: 'revokeCsrRole',
  ...callRoutes.revokeCsrRole,
  auth: 'admin',
  summary: 'Access management: revoke the CSR role of a staff account',
  description: '409 when an admin revokes their own role.',
  params: subsidiaryParamsWith({ accountId }),
  response: { 200: StaffAccountResponse, ...memberErrorResponses, 409: ErrorResponse },
});

export const getMemberAuditEvents = defineCall({
  id: 'getMemberAuditEvents',
  ...callRoutes.getMemberAuditEvents,
  auth: 'admin',
  summary: 'Access management: every audit event about one member (view member)',
  params: subsidiaryParamsWith({ memberKey }),
  querystring: AuditEventsQuery,
  response: { 200: AuditEventsResponse, ...memberErrorResponses },
});

export const exportAuditEvents = defineCall({
  id: 'exportAuditEvents',
  ...callRoutes.exportAuditEvents,
  auth: 'admin',
  produces: 'text/csv',
  summary: 'Access management: the audit trail of a date range as CSV (compliance export)',
  description: 'Columns: id, at, actor_kind, actor_id, actor_name, member_key, action, resource, outcome, status_code, client_address. Streamed.',
  params: SubsidiaryParams,
  querystring: AuditExportQuery,
  response: { 200: Type.String({ description: 'text/csv' }), ...memberErrorResponses },
});

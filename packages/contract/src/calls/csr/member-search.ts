// Customer service's SPDC search on the alic site (§1, §3
// CSR search). The four numbers are required; the optional fields narrow the
// answer. Only a CSR's own token (auth 'csr') may search; every search is
// written to the audit trail with the SPDC, never the optional fields.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { csrSearchLimit } from '../../call-values.ts';
import { ErrorResponse, memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { Spdc, spdcProperties } from '../../spdc.ts';
import { successStatus } from '../registration/fields.ts';

const optionalText = (description: string, maxLength: number) =>
  Type.Optional(Type.String({ minLength: 1, maxLength, description }));

export const CsrMemberSearchRequest = Type.Object(
  {
    ...spdcProperties,
    dateOfBirth: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd' })),
    zipCode: Type.Optional(Type.String({ pattern: '^\\d{5}$', description: 'five digits' })),
    firstName: optionalText('first name; case and accents ignored', 40),
    lastName: optionalText('last name; case and accents ignored', 40),
    email: optionalText('the email of the member’s account; case ignored', 60),
  },
  { additionalProperties: false },
);
export type CsrMemberSearchRequest = Type.Static<typeof CsrMemberSearchRequest>;

export const CsrMemberSearchResult = Type.Object({
  memberKey: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    description: 'names the member for the token exchange (subject_token of type urn:portal:token-type:member-key)',
  }),
  firstName: Type.String(),
  lastName: Type.String(),
  dateOfBirth: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-mm-dd' }),
  spdc: Spdc,
  lineOfBusiness: Type.String({ description: 'LOB code of the line, e.g. DEN, VIS, LSK (§9)' }),
  planName: Type.String({ description: 'plan sponsor name of the line (PLAN-SP-NAME)' }),
  active: Type.Boolean({ description: 'false when the line is terminated (MEM-EFF-DT 0)' }),
  hasAccount: Type.Boolean({ description: 'the member has registered an account' }),
});
export type CsrMemberSearchResult = Type.Static<typeof CsrMemberSearchResult>;

export { csrSearchLimit };

export const CsrMemberSearchResponse = Type.Object({
  status: successStatus,
  members: Type.Array(CsrMemberSearchResult, { maxItems: csrSearchLimit, description: 'one entry per coverage line; active first' }),
  searchInfo: Type.Object({
    total: Type.Integer({ minimum: 0, description: 'lines that match (may exceed the entries answered)' }),
    limited: Type.Boolean({ description: `true when more than ${csrSearchLimit} lines match: narrow the search` }),
  }),
});
export type CsrMemberSearchResponse = Type.Static<typeof CsrMemberSearchResponse>;

export const searchMembersForCsr = defineCall({
  id: 'searchMembersForCsr',
  ...callRoutes.searchMembersForCsr,
  auth: 'csr',
  summary: 'Customer service: find members by subsidiary, policy, division and certificate (SPDC)',
  description:
    'Only on the alic site (404 elsewhere) and only with a CSR’s own token (403 for a member). The subsidiary must be one of ALIC’s (§9: 0, 10, 26, 30): 400 with the §5 message otherwise. 429 when a CSR searches too often.',
  params: SubsidiaryParams,
  body: CsrMemberSearchRequest,
  response: { 200: CsrMemberSearchResponse, ...memberErrorResponses, 429: ErrorResponse },
});

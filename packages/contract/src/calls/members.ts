// §3 Member line items (OUT-TABLE) and non-table data; §7 GET members.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';

/** Dates on this wire are numbers yyyymmdd; MEM-EFF-DT 0 means terminated (§3). */
const WireDate = Type.Integer({ minimum: 0, description: 'yyyymmdd; 0 = none' });
const Indicator = Type.Union([Type.Literal('Y'), Type.Literal('N'), Type.Literal('')]);

export const MemberLineItem = Type.Object({
  'T-SUB': Type.Integer({ description: 'subsidiary number' }),
  'T-POL': Type.Integer({ description: 'policy number' }),
  'T-DIV': Type.Integer({ description: 'division number' }),
  'T-CERT': Type.Integer({ description: 'certificate number' }),
  LOB: Type.String({ description: 'line of business code (§6), e.g. DEN, VIS' }),
  'PLAN-SP-NAME': Type.String({ description: 'plan sponsor name' }),
  'MEM-EFF-DT': WireDate,
  'MEM-TERM-DT': WireDate,
  'T-GR-PPO-CD': Type.String({ description: 'group PPO code' }),
  'ELIG-IND': Indicator,
  'ID-CARD-IND': Indicator,
});
export type MemberLineItem = Type.Static<typeof MemberLineItem>;

export const MemberNonTableData = Type.Object({
  'OPT-IN-DSP-IND': Indicator,
  'MEM-FIRST-NAME': Type.String(),
  'MEM-MIDDLE-NAME': Type.String(),
  'MEM-LAST-NAME': Type.String(),
  'MEM-EMAIL': Type.String(),
  'MEM-STATE-CD': Type.String({ description: 'two-letter state code' }),
});
export type MemberNonTableData = Type.Static<typeof MemberNonTableData>;

export const MembersResponse = Type.Object({
  'OUT-TABLE': Type.Array(MemberLineItem),
  'NON-TABLE-DATA': MemberNonTableData,
});
export type MembersResponse = Type.Static<typeof MembersResponse>;

export const getMembers = defineCall({
  id: 'getMembers',
  method: 'GET',
  path: '/api/:subsidiary/members',
  summary: "The signed-in member's coverage lines and member data",
  params: SubsidiaryParams,
  response: {
    200: MembersResponse,
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
  },
});

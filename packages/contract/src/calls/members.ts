// §3 Member line items (OUT-TABLE) and non-table data; §7 GET members.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { indicator } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

/** Dates on this wire are numbers yyyymmdd; MEM-EFF-DT 0 means terminated (§3). */
const WireDate = (meaning: string) => Type.Integer({ minimum: 0, description: `${meaning} (yyyymmdd; 0 = none)` });
// A string enum rather than a union of literals: fast-json-stringify writes it without a runtime check.
const Indicator = indicator;

export const MemberLineItem = Type.Object({
  'T-SUB': Type.Integer({ description: 'subsidiary number' }),
  'T-POL': Type.Integer({ description: 'policy number' }),
  'T-DIV': Type.Integer({ description: 'division number' }),
  'T-CERT': Type.Integer({ description: 'certificate number' }),
  LOB: Type.String({ description: 'line of business code (§6), e.g. DEN, VIS' }),
  'PLAN-SP-NAME': Type.String({ description: 'plan sponsor name' }),
  'MEM-EFF-DT': WireDate('effective date; 0 means the line is terminated'),
  'MEM-TERM-DT': WireDate('termination date, shown for a terminated line'),
  'T-GR-PPO-CD': Type.String({ description: 'group PPO code (for the dental cost estimator)' }),
  'ELIG-IND': Indicator("eligibility indicator; '' on lines that can show an ID card"),
  'ID-CARD-IND': Indicator('Y when the ID card can be downloaded'),
});
export type MemberLineItem = Type.Static<typeof MemberLineItem>;

export const MemberNonTableData = Type.Object({
  'OPT-IN-DSP-IND': Indicator('paperless (e-delivery) opt-in shown to the member'),
  'MEM-FIRST-NAME': Type.String({ description: "member's first name" }),
  'MEM-MIDDLE-NAME': Type.String({ description: "member's middle name or initial" }),
  'MEM-LAST-NAME': Type.String({ description: "member's last name" }),
  'MEM-EMAIL': Type.String({ description: "member's email on file" }),
  'MEM-STATE-CD': Type.String({ description: 'two-letter state code' }),
  // §3 member display: member ID, address and phone.
  'MEM-ID': Type.String({ pattern: '^[0-9]{9,14}$', description: 'member ID, 9 to 14 digits (§5)' }),
  'MEM-ADDR-LINE1': Type.String({ maxLength: 64, description: 'street address' }),
  'MEM-ADDR-LINE2': Type.String({ maxLength: 64, description: "second address line (apartment, suite); '' when none" }),
  'MEM-CITY': Type.String({ maxLength: 40, description: 'city' }),
  'MEM-ZIP': Type.String({ pattern: '^([0-9]{5}([0-9]{4})?)?$', description: "ZIP code, 5 or 9 digits; '' when unknown" }),
  'MEM-PHONE': Type.String({ pattern: '^([0-9]{10})?$', description: "phone number, 10 digits; '' when none on file" }),
});
export type MemberNonTableData = Type.Static<typeof MemberNonTableData>;

export const MembersResponse = Type.Object({
  'OUT-TABLE': Type.Array(MemberLineItem, { description: "the member's coverage lines" }),
  'NON-TABLE-DATA': MemberNonTableData,
});
export type MembersResponse = Type.Static<typeof MembersResponse>;

export const getMembers = defineCall({
  id: 'getMembers',
  ...callRoutes.getMembers,
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

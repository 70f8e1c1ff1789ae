// §3 contact records: CSR and provider-relations output fields plus spdc and
// lineOfBusiness; §2 contact us lists customer-connections departments and
// provider relations. §7 path {sub}/members/contacts.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { Spdc } from '../spdc.ts';
import { text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

const optionalPhone = (description: string) =>
  Type.String({ pattern: '^([0-9]{10})?$', description: `${description} (10 digits; '' when none)` });

/** One department's contact output (member/claims system). */
export const ContactPoint = Type.Object({
  'DEPT-NAME': text('department, e.g. Customer Connections – Dental'),
  'PHONE-NO': Type.String({ pattern: '^[0-9]{10}$', description: 'phone (10 digits)' }),
  'TTY-NO': optionalPhone('TTY phone'),
  'FAX-NO': optionalPhone('fax'),
  'EMAIL-ADDR': text("email; '' when none", 60),
  'HOURS-TEXT': text('opening hours, e.g. Mon–Fri 7 a.m.–7 p.m. CT'),
  'MAIL-ADDR-LINE1': text('mailing address, first line'),
  'MAIL-ADDR-LINE2': text("mailing address, second line; '' when none"),
  'MAIL-CITY': text('mailing address city', 64),
  'MAIL-ST': Type.String({ pattern: '^[A-Z]{2}$', description: 'mailing address state (two-letter code)' }),
  'MAIL-ZIP': Type.String({ pattern: '^[0-9]{5}(-[0-9]{4})?$', description: 'mailing address ZIP code' }),
});
export type ContactPoint = Type.Static<typeof ContactPoint>;

export const ContactRecord = Type.Object({
  spdc: Spdc,
  lineOfBusiness: text('line of business code (§6) of the coverage line', 3),
  'CSR-OUTPUT': Type.Array(ContactPoint, { description: 'customer-connections departments for this line' }),
  'PROV-REL-OUTPUT': ContactPoint,
});
export type ContactRecord = Type.Static<typeof ContactRecord>;

export const ContactsResponse = Type.Array(ContactRecord, {
  description: "one record per coverage line of the member's",
});
export type ContactsResponse = Type.Static<typeof ContactsResponse>;

export const getContacts = defineCall({
  id: 'getContacts',
  ...callRoutes.getContacts,
  summary: "Customer-service and provider-relations contacts of each of the member's coverage lines",
  params: SubsidiaryParams,
  response: { 200: ContactsResponse, ...memberErrorResponses },
});

// §3 contact form fields and subjects; §5 fields marked * required, phone
// valid; §7 the answer carries status 200.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { stringEnum } from '../wire.ts';
import { phoneDigits, requiredText } from './contact-fields.ts';
import { claimNumber } from './claims.ts';
import { callRoutes } from '../call-routes.ts';
import { contactSubjects } from '../call-values.ts';

export { contactSubjects };

export const ContactFormRequest = Type.Object(
  {
    ...spdcProperties,
    subject: stringEnum(contactSubjects, 'what the message is about'),
    phone: phoneDigits('phone to call the member back'),
    claimNumber: Type.Optional(claimNumber('claim the message is about, if any')),
    comments: requiredText("the member's message", 2000),
  },
  { additionalProperties: false, description: 'the coverage line the message is about (spdc) and the form' },
);
export type ContactFormRequest = Type.Static<typeof ContactFormRequest>;

export const ContactFormResponse = Type.Object({
  status: Type.Literal(200, { description: '200 when the message was received' }),
  referenceNumber: Type.String({ minLength: 1, maxLength: 32, description: 'reference to quote when calling customer service' }),
});
export type ContactFormResponse = Type.Static<typeof ContactFormResponse>;

export const submitContactForm = defineCall({
  id: 'submitContactForm',
  ...callRoutes.submitContactForm,
  summary: 'Send a message to customer service',
  params: SubsidiaryParams,
  body: ContactFormRequest,
  response: { 200: ContactFormResponse, ...memberErrorResponses },
});

// §4 paperless: enrolled or not; actions opt in, opt out, update email; a plan
// may be ineligible (answered 403). §5 paperless email at most 60 characters.
import { emailMaxLength } from '@portal/core';
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { stringEnum } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';

export const edeliveryActions = ['optIn', 'optOut', 'updateEmail'] as const;

const paperlessEmail = (description: string) =>
  Type.String({ format: 'email', maxLength: emailMaxLength, description });

export const EdeliveryRequest = Type.Object(
  {
    ...spdcProperties,
    action: stringEnum(edeliveryActions, 'what the member asks for'),
    email: Type.Optional(
      paperlessEmail('address for paperless mail; required to update the email, else the address on file is used'),
    ),
  },
  { additionalProperties: false },
);
export type EdeliveryRequest = Type.Static<typeof EdeliveryRequest>;

export const EdeliveryResponse = Type.Object({
  message: Type.Literal('SUCCESS', { description: 'SUCCESS when the preference was saved' }),
  'OPT-IN-DSP-IND': stringEnum(['Y', 'N'] as const, 'Y when the member now receives documents by email'),
  'EDLV-EMAIL': Type.String({ maxLength: emailMaxLength, description: "paperless email address; '' when opted out" }),
});
export type EdeliveryResponse = Type.Static<typeof EdeliveryResponse>;

export const updateEdelivery = defineCall({
  id: 'updateEdelivery',
  ...callRoutes.updateEdelivery,
  summary: 'Opt in to or out of paperless delivery, or change its email',
  params: SubsidiaryParams,
  body: EdeliveryRequest,
  response: { 200: EdeliveryResponse, ...memberErrorResponses },
});

// §4/§8 profile: change the sign-in email; a code goes to the new address,
// and on success a notice goes to both the old and the new address.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { accountErrorResponses, memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { stringEnum } from '../../wire.ts';
import { codeRefusalReasons, oneTimeCode, sentTo, signInEmail, successStatus } from '../registration/fields.ts';

export const EmailChangeCodeRequest = Type.Object(
  { newEmail: signInEmail('the new sign-in email') },
  { additionalProperties: false },
);
export type EmailChangeCodeRequest = Type.Static<typeof EmailChangeCodeRequest>;

export const EmailChangeCodeResponse = Type.Object({ status: successStatus, sentTo });
export type EmailChangeCodeResponse = Type.Static<typeof EmailChangeCodeResponse>;

export const requestEmailChangeCode = defineCall({
  id: 'requestEmailChangeCode',
  ...callRoutes.requestEmailChangeCode,
  summary: 'Send a code to a new sign-in email',
  description: '403 with a message to show when the address cannot be used; 429 with Retry-After when too many codes were sent.',
  params: SubsidiaryParams,
  body: EmailChangeCodeRequest,
  response: { 200: EmailChangeCodeResponse, ...memberErrorResponses, 429: accountErrorResponses[429] },
});

export const EmailChangeValidation = Type.Object(
  { newEmail: signInEmail('the new sign-in email'), otp: oneTimeCode('the code sent to the new email') },
  { additionalProperties: false },
);
export type EmailChangeValidation = Type.Static<typeof EmailChangeValidation>;

export const emailChangeOutcomes = ['SUCCESS', 'INCORRECT'] as const;

export const EmailChangeValidationResponse = Type.Object({
  status: successStatus,
  data: Type.Boolean({ description: 'true when the code was accepted and the sign-in email changed' }),
  message: stringEnum(emailChangeOutcomes, 'SUCCESS, or INCORRECT when the code was not accepted'),
  reason: Type.Optional(stringEnum(codeRefusalReasons, 'why the code was not accepted')),
});
export type EmailChangeValidationResponse = Type.Static<typeof EmailChangeValidationResponse>;

export const validateEmailChange = defineCall({
  id: 'validateEmailChange',
  ...callRoutes.validateEmailChange,
  summary: 'Confirm a new sign-in email with its code',
  params: SubsidiaryParams,
  body: EmailChangeValidation,
  response: { 200: EmailChangeValidationResponse, ...memberErrorResponses, 429: accountErrorResponses[429] },
});

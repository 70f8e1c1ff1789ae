// §7 registration step 3: the sign-in email, confirmed by a six-digit code.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { SubsidiaryParams } from '../../params.ts';
import {
  CodeCheckResponse,
  oneTimeCode,
  referenceId,
  registrationStepErrorResponses,
  sentTo,
  signInEmail,
  successStatus,
} from './fields.ts';

export const RegistrationEmailRequest = Type.Object(
  { referenceId: referenceId(), email: signInEmail('the email to sign in with') },
  { additionalProperties: false },
);
export type RegistrationEmailRequest = Type.Static<typeof RegistrationEmailRequest>;

export const RegistrationEmailResponse = Type.Object({ status: successStatus, sentTo });
export type RegistrationEmailResponse = Type.Static<typeof RegistrationEmailResponse>;

export const submitRegistrationEmail = defineCall({
  id: 'submitRegistrationEmail',
  ...callRoutes.submitRegistrationEmail,
  summary: 'Registration step 3: choose the sign-in email; a code is sent to it',
  description: '409 when the email already has an account with this partner (answered only after step 2 succeeded).',
  auth: 'none',
  params: SubsidiaryParams,
  body: RegistrationEmailRequest,
  response: { 200: RegistrationEmailResponse, ...registrationStepErrorResponses },
});

export const RegistrationEmailCodeRequest = Type.Object(
  { referenceId: referenceId(), otp: oneTimeCode('the code sent to the new email') },
  { additionalProperties: false },
);
export type RegistrationEmailCodeRequest = Type.Static<typeof RegistrationEmailCodeRequest>;

export const verifyRegistrationEmailCode = defineCall({
  id: 'verifyRegistrationEmailCode',
  ...callRoutes.verifyRegistrationEmailCode,
  summary: 'Registration step 3: confirm the email with its code',
  auth: 'none',
  params: SubsidiaryParams,
  body: RegistrationEmailCodeRequest,
  response: { 200: CodeCheckResponse, ...registrationStepErrorResponses },
});

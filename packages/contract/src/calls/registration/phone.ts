// §7 registration step 4 (optional): a phone, confirmed by a code by text
// (six digits) or voice (five digits).
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { SubsidiaryParams } from '../../params.ts';
import { stringEnum } from '../../wire.ts';
import { phoneDigits } from '../contact-fields.ts';
import { CodeCheckResponse, oneTimeCode, referenceId, registrationStepErrorResponses, successStatus } from './fields.ts';

export const phoneCodeChannels = ['text', 'voice'] as const;

/** The phone factor being confirmed: opaque, answered by step 4. */
const factorId = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$', description: 'the phone being confirmed' });

export const RegistrationPhoneRequest = Type.Object(
  {
    referenceId: referenceId(),
    phoneNumber: phoneDigits('the phone to confirm'),
    channel: stringEnum(phoneCodeChannels, 'how the code is sent: text (6 digits) or voice call (5 digits)'),
  },
  { additionalProperties: false },
);
export type RegistrationPhoneRequest = Type.Static<typeof RegistrationPhoneRequest>;

export const RegistrationPhoneResponse = Type.Object({ status: successStatus, factorId });
export type RegistrationPhoneResponse = Type.Static<typeof RegistrationPhoneResponse>;

export const submitRegistrationPhone = defineCall({
  id: 'submitRegistrationPhone',
  ...callRoutes.submitRegistrationPhone,
  summary: 'Registration step 4 (optional): add a phone; a code is sent by text or voice',
  auth: 'none',
  params: SubsidiaryParams,
  body: RegistrationPhoneRequest,
  response: { 200: RegistrationPhoneResponse, ...registrationStepErrorResponses },
});

export const RegistrationPhoneCodeRequest = Type.Object(
  { referenceId: referenceId(), factorId, otp: oneTimeCode('the code received by text (6 digits) or voice (5 digits)') },
  { additionalProperties: false },
);
export type RegistrationPhoneCodeRequest = Type.Static<typeof RegistrationPhoneCodeRequest>;

export const verifyRegistrationPhoneCode = defineCall({
  id: 'verifyRegistrationPhoneCode',
  ...callRoutes.verifyRegistrationPhoneCode,
  summary: 'Registration step 4: confirm the phone with its code',
  auth: 'none',
  params: SubsidiaryParams,
  body: RegistrationPhoneCodeRequest,
  response: { 200: CodeCheckResponse, ...registrationStepErrorResponses },
});

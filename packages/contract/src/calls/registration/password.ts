// §7 registration step 5: the password (§5 policy); the account is created.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { accountErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { newPassword, referenceId, registrationStepErrorResponses, signInEmail, successStatus } from './fields.ts';

export const RegistrationPasswordRequest = Type.Object(
  {
    referenceId: referenceId(),
    password: newPassword('the new password'),
    confirmPassword: Type.Optional(newPassword("the password typed again; when sent it must match (rule 'confirmation')")),
  },
  { additionalProperties: false },
);
export type RegistrationPasswordRequest = Type.Static<typeof RegistrationPasswordRequest>;

export const RegistrationPasswordResponse = Type.Object({
  status: successStatus,
  data: Type.Object({ userId: signInEmail('the email the new account signs in with') }),
});
export type RegistrationPasswordResponse = Type.Static<typeof RegistrationPasswordResponse>;

export const createRegistrationPassword = defineCall({
  id: 'createRegistrationPassword',
  ...callRoutes.createRegistrationPassword,
  summary: 'Registration step 5: set the password and create the account',
  description: '406 lists the password rules broken; 409 when step 3 is not done or the member already has an account.',
  auth: 'none',
  params: SubsidiaryParams,
  body: RegistrationPasswordRequest,
  response: { 200: RegistrationPasswordResponse, ...registrationStepErrorResponses, 406: accountErrorResponses[406] },
});

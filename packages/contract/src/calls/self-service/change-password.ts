// §4/§8 profile: change password. The partner comes from the token, so the
// path has no subsidiary. Success revokes every other session of the account.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { accountErrorResponses, memberErrorResponses } from '../../errors.ts';
import { newPassword, successStatus } from '../registration/fields.ts';

export const ChangePasswordRequest = Type.Object(
  {
    currentPassword: newPassword('the current password'),
    newPassword: newPassword('the new password'),
    confirmPassword: Type.Optional(newPassword("the new password typed again; when sent it must match (rule 'confirmation')")),
  },
  { additionalProperties: false },
);
export type ChangePasswordRequest = Type.Static<typeof ChangePasswordRequest>;

export const ChangePasswordResponse = Type.Object({
  status: successStatus,
  message: Type.String({ description: "what happened, in the caller's language (sign in again)" }),
});
export type ChangePasswordResponse = Type.Static<typeof ChangePasswordResponse>;

export const changePassword = defineCall({
  id: 'changePassword',
  ...callRoutes.changePassword,
  summary: "Change the signed-in account's password",
  description:
    '403 the current password is incorrect; 400 e.g. the new password is the current one; 406 lists the password rules broken; ' +
    '429 with Retry-After after too many wrong current passwords. Every other session and refresh token is revoked and a notice is emailed.',
  body: ChangePasswordRequest,
  response: {
    200: ChangePasswordResponse,
    ...memberErrorResponses,
    406: accountErrorResponses[406],
    429: accountErrorResponses[429],
  },
});

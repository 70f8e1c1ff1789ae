// The signed-in account's authenticator app (TOTP, RFC 6238)
// as a second factor at sign-in, and its recovery codes. Setting up answers a
// new secret (QR code and text); a right code from the app turns it on and
// answers ten recovery codes, shown this once. Removing it, or replacing the
// recovery codes, asks for the current password.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { ErrorResponse, memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { newPassword, successStatus } from '../registration/fields.ts';

const recoveryCodes = Type.Array(Type.String({ pattern: '^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{2}$' }), {
  minItems: 10,
  maxItems: 10,
  description: 'ten one-use recovery codes (xxxx-xxxx-xx); shown only in this answer, kept by the server as hashes',
});

export const SecondFactorsResponse = Type.Object({
  status: successStatus,
  data: Type.Object({
    totp: Type.Boolean({ description: 'an authenticator app is on: sign-in asks for its code after the password' }),
    recoveryCodesLeft: Type.Integer({ minimum: 0, maximum: 10, description: 'unused recovery codes (0 when the authenticator is off)' }),
    required: Type.Boolean({ description: 'the account must keep a second factor (a CSR): removing it is refused' }),
  }),
});
export type SecondFactorsResponse = Type.Static<typeof SecondFactorsResponse>;

export const TotpSetupResponse = Type.Object({
  status: successStatus,
  data: Type.Object({
    secret: Type.String({ pattern: '^[A-Z2-7]{16,128}$', description: 'the key in base32, for typing into the app' }),
    otpauthUri: Type.String({ pattern: '^otpauth://totp/', maxLength: 2048, description: 'the otpauth:// address the QR code holds' }),
    qrSvg: Type.String({ maxLength: 200_000, description: 'the QR code as an SVG document (no script)' }),
  }),
});
export type TotpSetupResponse = Type.Static<typeof TotpSetupResponse>;

export const ConfirmTotpRequest = Type.Object(
  { code: Type.String({ pattern: '^\\s*\\d{3}\\s?\\d{3}\\s*$', description: 'the 6 digits the app shows now' }) },
  { additionalProperties: false },
);
export type ConfirmTotpRequest = Type.Static<typeof ConfirmTotpRequest>;

export const ConfirmTotpResponse = Type.Object({
  status: successStatus,
  data: Type.Boolean({ description: 'true: the authenticator is on; false: the code was not right' }),
  recoveryCodes: Type.Optional(recoveryCodes),
});
export type ConfirmTotpResponse = Type.Static<typeof ConfirmTotpResponse>;

export const CurrentPasswordRequest = Type.Object({ currentPassword: newPassword('the current password') }, { additionalProperties: false });
export type CurrentPasswordRequest = Type.Static<typeof CurrentPasswordRequest>;

export const RemoveTotpResponse = Type.Object({
  status: successStatus,
  message: Type.String({ description: "what happened, in the caller's language" }),
});
export type RemoveTotpResponse = Type.Static<typeof RemoveTotpResponse>;

export const RecoveryCodesResponse = Type.Object({ status: successStatus, recoveryCodes });
export type RecoveryCodesResponse = Type.Static<typeof RecoveryCodesResponse>;

const tooManyTries = { 429: ErrorResponse };

export const getSecondFactors = defineCall({
  id: 'getSecondFactors',
  ...callRoutes.getSecondFactors,
  summary: "The signed-in account's second factors: authenticator app on or off, recovery codes left",
  params: SubsidiaryParams,
  response: { 200: SecondFactorsResponse, ...memberErrorResponses },
});

export const setupTotp = defineCall({
  id: 'setupTotp',
  ...callRoutes.setupTotp,
  summary: 'Start setting up an authenticator app: a new secret as a QR code and as text',
  description: 'Replaces a secret not yet confirmed. 400 when an authenticator is already on (remove it first).',
  params: SubsidiaryParams,
  response: { 200: TotpSetupResponse, ...memberErrorResponses },
});

export const confirmTotp = defineCall({
  id: 'confirmTotp',
  ...callRoutes.confirmTotp,
  summary: 'Turn the authenticator app on with a code from it; answers the ten recovery codes once',
  description:
    'data false when the code is not right (each 30-second code is accepted once); 400 when nothing is being set up or it is already on; ' +
    '429 with Retry-After after too many wrong codes.',
  params: SubsidiaryParams,
  body: ConfirmTotpRequest,
  response: { 200: ConfirmTotpResponse, ...memberErrorResponses, ...tooManyTries },
});

export const removeTotp = defineCall({
  id: 'removeTotp',
  ...callRoutes.removeTotp,
  summary: 'Turn the authenticator app off (its recovery codes go with it)',
  description:
    "403 the current password is incorrect, or the account must keep a second factor (a CSR); 429 with Retry-After after too many wrong passwords.",
  params: SubsidiaryParams,
  body: CurrentPasswordRequest,
  response: { 200: RemoveTotpResponse, ...memberErrorResponses, ...tooManyTries },
});

export const regenerateRecoveryCodes = defineCall({
  id: 'regenerateRecoveryCodes',
  ...callRoutes.regenerateRecoveryCodes,
  summary: 'Ten new recovery codes replacing the old ones, shown once',
  description: '403 the current password is incorrect; 400 when the authenticator is off; 429 with Retry-After after too many wrong passwords.',
  params: SubsidiaryParams,
  body: CurrentPasswordRequest,
  response: { 200: RecoveryCodesResponse, ...memberErrorResponses, ...tooManyTries },
});

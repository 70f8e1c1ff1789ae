// The signed-in account's passkeys (WebAuthn). The browser's
// WebAuthn JSON (options and responses, base64url fields) passes through as
// @simplewebauthn/browser and /server shape it; the server checks it.
import Type from 'typebox';
import { defineCall } from '../../call.ts';
import { callRoutes } from '../../call-routes.ts';
import { memberErrorResponses } from '../../errors.ts';
import { SubsidiaryParams } from '../../params.ts';
import { successStatus } from '../registration/fields.ts';

const base64url = (description: string, maxLength = 4096) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_-]+$', description });

export const passkeyName = Type.String({ minLength: 1, maxLength: 64, description: 'the name the member gave the passkey, e.g. "My phone"' });

export const Passkey = Type.Object({
  id: base64url('the credential id', 1024),
  name: passkeyName,
  createdAt: Type.String({ format: 'date-time', description: 'when the passkey was added' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when it last signed in, null when never' }),
});
export type Passkey = Type.Static<typeof Passkey>;

export const PasskeyList = Type.Object({ status: successStatus, data: Type.Array(Passkey, { maxItems: 50 }) });
export type PasskeyList = Type.Static<typeof PasskeyList>;

/** PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create (via startRegistration). */
export const PasskeyCreationOptions = Type.Object(
  {
    challenge: base64url('one use, valid for five minutes', 512),
    rp: Type.Object({ id: Type.Optional(Type.String()), name: Type.String() }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Number(), type: Type.Literal('public-key') }), { maxItems: 16 }),
    timeout: Type.Optional(Type.Number()),
    attestation: Type.Optional(Type.String()),
    excludeCredentials: Type.Optional(Type.Array(Type.Object({ id: Type.String(), type: Type.Literal('public-key') }, { additionalProperties: true }))),
    authenticatorSelection: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  { additionalProperties: true, description: 'WebAuthn creation options (JSON form)' },
);
export type PasskeyCreationOptions = Type.Static<typeof PasskeyCreationOptions>;

export const PasskeyOptionsResponse = Type.Object({ status: successStatus, data: PasskeyCreationOptions });
export type PasskeyOptionsResponse = Type.Static<typeof PasskeyOptionsResponse>;

/** RegistrationResponseJSON as startRegistration returns it. */
export const PasskeyRegistrationResponse = Type.Object(
  {
    id: base64url('the credential id', 1024),
    rawId: base64url('the credential id', 1024),
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: base64url('client data', 4096),
        attestationObject: base64url('attestation object', 16384),
        transports: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: 8 })),
      },
      { additionalProperties: true },
    ),
    clientExtensionResults: Type.Object({}, { additionalProperties: true }),
    authenticatorAttachment: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true, description: 'the browser\'s WebAuthn registration response (JSON form)' },
);
export type PasskeyRegistrationResponse = Type.Static<typeof PasskeyRegistrationResponse>;

export const AddPasskeyRequest = Type.Object({ name: passkeyName, response: PasskeyRegistrationResponse }, { additionalProperties: false });
export type AddPasskeyRequest = Type.Static<typeof AddPasskeyRequest>;

export const AddPasskeyResponse = Type.Object({ status: successStatus, data: Passkey });
export type AddPasskeyResponse = Type.Static<typeof AddPasskeyResponse>;

export const RemovePasskeyRequest = Type.Object({ id: base64url('the credential id', 1024) }, { additionalProperties: false });
export type RemovePasskeyRequest = Type.Static<typeof RemovePasskeyRequest>;

export const RemovePasskeyResponse = Type.Object({ status: successStatus, data: Type.Boolean({ description: 'true when it was removed' }) });
export type RemovePasskeyResponse = Type.Static<typeof RemovePasskeyResponse>;

export const getPasskeys = defineCall({
  id: 'getPasskeys',
  ...callRoutes.getPasskeys,
  summary: "List the signed-in account's passkeys",
  params: SubsidiaryParams,
  response: { 200: PasskeyList, ...memberErrorResponses },
});

export const requestPasskeyOptions = defineCall({
  id: 'requestPasskeyOptions',
  ...callRoutes.requestPasskeyOptions,
  summary: 'Start adding a passkey: WebAuthn creation options with a one-use challenge',
  description: 'The challenge is kept on the server for five minutes and accepted once, by addPasskey.',
  params: SubsidiaryParams,
  response: { 200: PasskeyOptionsResponse, ...memberErrorResponses },
});

export const addPasskey = defineCall({
  id: 'addPasskey',
  ...callRoutes.addPasskey,
  summary: "Add a passkey from the browser's registration response",
  description: "400 when the response does not verify (wrong origin or site, unknown or used challenge) or the passkey is already added.",
  params: SubsidiaryParams,
  body: AddPasskeyRequest,
  response: { 200: AddPasskeyResponse, ...memberErrorResponses },
});

export const removePasskey = defineCall({
  id: 'removePasskey',
  ...callRoutes.removePasskey,
  summary: 'Remove one of the signed-in account\'s passkeys',
  description: '404 when the account has no passkey with that id.',
  params: SubsidiaryParams,
  body: RemovePasskeyRequest,
  response: { 200: RemovePasskeyResponse, ...memberErrorResponses },
});

// Passkeys of the signed-in account: the wire's ISO times
// become Dates; the WebAuthn options and responses pass through unchanged,
// as @simplewebauthn/browser produces and reads them.
import type { AddPasskeyRequest, Passkey, PasskeyCreationOptions, PasskeyRegistrationResponse } from '@portal/contract';

export interface MemberPasskey {
  id: string;
  /** The name the member gave it. */
  name: string;
  addedAt: Date;
  /** Undefined until it first signs in. */
  lastUsedAt: Date | undefined;
}

/** For startRegistration({ optionsJSON }). */
export type PasskeyCreationRequest = PasskeyCreationOptions;
/** What startRegistration resolves to. */
export type PasskeyRegistration = PasskeyRegistrationResponse;

export interface AddPasskeyInput {
  name: string;
  registration: PasskeyRegistration;
}

export function toMemberPasskey(passkey: Passkey): MemberPasskey {
  return {
    id: passkey.id,
    name: passkey.name,
    addedAt: new Date(passkey.createdAt),
    lastUsedAt: passkey.lastUsedAt === null ? undefined : new Date(passkey.lastUsedAt),
  };
}

export function toAddPasskeyRequest({ name, registration }: AddPasskeyInput): AddPasskeyRequest {
  return { name: name.trim(), response: registration };
}

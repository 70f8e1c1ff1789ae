// Tests only: a software passkey authenticator (ES256 with node:crypto) that
// answers WebAuthn options as a browser and a platform authenticator would,
// with "none" attestation, so the server's checks run on real signatures.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function uint32(value: number) {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export interface SoftwarePasskey {
  readonly credentialId: Buffer;
  readonly privateKey: KeyObject;
  readonly publicKeyCose: Uint8Array;
  readonly userHandle: string;
  counter: number;
}

export interface CeremonyContext {
  /** The page's origin, as the browser would put it in clientDataJSON. */
  origin: string;
  /** The RP ID the authenticator scopes the passkey to (defaults to the options' rp.id / rpId). */
  rpId?: string;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];

  /** navigator.credentials.create(): a new ES256 key pair; the response as startRegistration returns it. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, context: CeremonyContext) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const publicKeyCose = isoCBOR.encode(new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]));
    const credentialId = randomBytes(16);
    const rpId = context.rpId ?? options.rp.id!;
    const authData = Buffer.concat([
      sha256(rpId), Buffer.from([0x45]) /* user present, verified, attested credential */, uint32(0),
      Buffer.alloc(16) /* AAGUID */, Buffer.from([0, credentialId.length]), credentialId, Buffer.from(publicKeyCose),
    ]);
    const attestation = new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]);
    const attestationObject = isoCBOR.encode(attestation as Parameters<typeof isoCBOR.encode>[0]);
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: context.origin, crossOrigin: false });
    this.passkeys.push({ credentialId, privateKey, publicKeyCose, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): signs with a passkey (the newest, or the one given); the response as startAuthentication returns it. */
  get(options: { challenge: string; rpId?: string }, context: CeremonyContext, passkey = this.passkeys.at(-1)!) {
    passkey.counter += 1;
    const rpId = context.rpId ?? options.rpId!;
    const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]) /* present, verified */, uint32(passkey.counter)]);
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: context.origin, crossOrigin: false }));
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64url(passkey.credentialId),
      rawId: b64url(passkey.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

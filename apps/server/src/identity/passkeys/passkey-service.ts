// Adding, listing, removing passkeys and signing in with one,
// on @simplewebauthn/server: it builds the WebAuthn options and checks each
// response's challenge, origin, RP ID, user verification, signature and counter.
// The challenges live on the server, five minutes and one use each.
import type { Partner } from '@portal/core';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { PasskeyRepository, StoredPasskey } from './passkey-repository.ts';
import { relyingPartyOf } from './relying-party.ts';

export const challengeLifetimeMs = 5 * 60_000;
/** More than anyone needs; keeps the list and the sign-in options small. */
export const maxPasskeysPerAccount = 20;

/** What a caller sees of a passkey (contract Passkey). */
export interface PasskeyView {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  readonly lastUsedAt: string | null;
}

export type PasskeyRefusalReason = 'notVerified' | 'alreadyAdded' | 'tooMany';

/** A registration response that cannot be accepted; the routes answer 400. */
export class PasskeyRefusal extends Error {
  constructor(readonly reason: PasskeyRefusalReason) {
    super(reason);
    this.name = 'PasskeyRefusal';
  }
}

export interface PasskeyServiceOptions {
  repository: PasskeyRepository;
  config: Pick<Config, 'siteOrigins'>;
  now?: () => Date;
}

function viewOf(passkey: StoredPasskey): PasskeyView {
  return {
    id: passkey.credentialId,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt ? passkey.lastUsedAt.toISOString() : null,
  };
}

const transportsOf = (passkey: StoredPasskey) => passkey.transports as AuthenticatorTransportFuture[];

export function createPasskeyService({ repository, config, now = () => new Date() }: PasskeyServiceOptions) {
  const expiry = () => new Date(now().getTime() + challengeLifetimeMs);

  return {
    async list(partner: Partner, accountId: string): Promise<PasskeyView[]> {
      return (await repository.listByAccount(partner, accountId)).map(viewOf);
    },

    async remove(partner: Partner, accountId: string, credentialId: string): Promise<boolean> {
      return repository.remove(partner, accountId, credentialId);
    },

    /** Creation options for the signed-in account; its passkeys are excluded so one authenticator is not added twice. */
    async registrationOptions(partner: Partner, account: { id: string; email: string }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const rp = relyingPartyOf(config, partner);
      const existing = await repository.listByAccount(partner, account.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: account.email,
        userDisplayName: account.email,
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        timeout: challengeLifetimeMs,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: transportsOf(passkey) })),
        // Discoverable, so sign-in needs no email first; verified (PIN, face, fingerprint), since it replaces the password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await repository.saveChallenge('register', partner, account.id, options.challenge, expiry());
      return options;
    },

    async register(partner: Partner, accountId: string, name: string, response: RegistrationResponseJSON): Promise<PasskeyView> {
      const challenge = await repository.takeChallenge('register', partner, accountId, now());
      if (!challenge) throw new PasskeyRefusal('notVerified');
      const rp = relyingPartyOf(config, partner);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true,
        });
      } catch {
        throw new PasskeyRefusal('notVerified');
      }
      if (!verification.verified) throw new PasskeyRefusal('notVerified');
      if ((await repository.countByAccount(accountId)) >= maxPasskeysPerAccount) throw new PasskeyRefusal('tooMany');
      const { credential } = verification.registrationInfo;
      const passkey: StoredPasskey = {
        credentialId: credential.id,
        partner,
        accountId,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        name: name.trim(),
        createdAt: now(),
        lastUsedAt: null,
      };
      if (!(await repository.insert(passkey))) throw new PasskeyRefusal('alreadyAdded');
      return viewOf(passkey);
    },

    /** Request options for a sign-in interaction: any passkey of this site (discoverable), so no email is asked. */
    async signInOptions(partner: Partner, interactionUid: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const rp = relyingPartyOf(config, partner);
      const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: challengeLifetimeMs });
      await repository.saveChallenge('signIn', partner, interactionUid, options.challenge, expiry());
      return options;
    },

    /** The account a sign-in response proves, or undefined (unknown passkey, other site, used or old challenge, bad signature or counter). */
    async signIn(partner: Partner, interactionUid: string, response: AuthenticationResponseJSON): Promise<string | undefined> {
      // Taken first: a challenge is spent by any answer, right or wrong.
      const challenge = await repository.takeChallenge('signIn', partner, interactionUid, now());
      if (!challenge) return undefined;
      const passkey = await repository.find(response.id);
      if (!passkey || passkey.partner !== partner) return undefined;
      const rp = relyingPartyOf(config, partner);
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: { id: passkey.credentialId, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter, transports: transportsOf(passkey) },
          requireUserVerification: true,
        });
        if (!verified) return undefined;
        const recorded = await repository.recordUse(passkey.credentialId, passkey.counter, authenticationInfo.newCounter, now());
        return recorded ? passkey.accountId : undefined;
      } catch {
        return undefined;
      }
    },

    async deleteExpiredChallenges(): Promise<void> {
      await repository.deleteExpiredChallenges(now());
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;

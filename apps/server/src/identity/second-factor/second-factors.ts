// Second factors of an account: an authenticator app (TOTP)
// and its recovery codes — set up, confirm, check at sign-in, remove.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import { brands } from '../brands.ts';
import { qrSvgOf } from './qr-svg.ts';
import { looksLikeRecoveryCode, newRecoveryCode, recoveryCodeCount, recoveryCodeHash } from './recovery-codes.ts';
import { createSecondFactorRepository } from './second-factor-repository.ts';
import type { SecretBox } from './secret-box.ts';
import { matchingStep, newTotpSecret, totpOf } from './totp.ts';

export interface SecondFactorAccount {
  id: string;
  partner: Partner;
  email: string;
}

export interface TotpSetup {
  /** Base32, for typing into the app when the QR code cannot be scanned. */
  secret: string;
  otpauthUri: string;
  qrSvg: string;
}

export interface SecondFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
}

export type SetupResult = { ok: true; setup: TotpSetup } | { ok: false; reason: 'alreadyOn' };
export type ConfirmResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: 'incorrect' | 'noSetup' | 'alreadyOn' };
export type CheckResult = { valid: true; method: 'otp' | 'recoveryCode' } | { valid: false };

export interface SecondFactorOptions {
  db: Queryable;
  secretBox: SecretBox;
  /** HMAC keys of recovery codes (deriveRecoveryCodeKey per COOKIE_KEYS entry): the first hashes new codes, all are tried. */
  recoveryKeys: readonly Buffer[];
  now?: () => Date;
}

function setupOf(account: SecondFactorAccount, secret: string): TotpSetup {
  const otpauthUri = totpOf(secret, brands[account.partner].name, account.email).toString();
  return { secret, otpauthUri, qrSvg: qrSvgOf(otpauthUri) };
}

export function createSecondFactors({ db, secretBox, recoveryKeys, now = () => new Date() }: SecondFactorOptions) {
  const repository = createSecondFactorRepository(db);

  async function confirmedSecret(accountId: string) {
    const factor = await repository.findTotp(accountId);
    if (!factor?.confirmed) return undefined;
    return secretBox.open(factor.secretBox, accountId);
  }

  async function newRecoveryCodes(accountId: string): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await repository.replaceRecoveryCodes(accountId, codes.map((code) => recoveryCodeHash(recoveryKeys[0]!, accountId, code)));
    return codes;
  }

  return {
    async status(accountId: string): Promise<SecondFactorStatus> {
      const factor = await repository.findTotp(accountId);
      return { totp: Boolean(factor?.confirmed), recoveryCodesLeft: factor?.confirmed ? await repository.unusedRecoveryCodeCount(accountId) : 0 };
    },

    async hasTotp(accountId: string): Promise<boolean> {
      return Boolean((await repository.findTotp(accountId))?.confirmed);
    },

    /**
     * A new secret to scan; it counts only once a code from it is confirmed.
     * `reuseUnconfirmed`: show an unconfirmed secret again (a reloaded sign-in page) rather than a new one.
     */
    async beginSetup(account: SecondFactorAccount, { reuseUnconfirmed = false } = {}): Promise<SetupResult> {
      const existing = reuseUnconfirmed ? await repository.findTotp(account.id) : undefined;
      if (existing?.confirmed) return { ok: false, reason: 'alreadyOn' };
      const reopened = existing && secretBox.open(existing.secretBox, account.id);
      if (reopened) return { ok: true, setup: setupOf(account, reopened) };
      const secret = newTotpSecret();
      const stored = await repository.putUnconfirmedTotp(account.id, secretBox.seal(secret, account.id), now());
      if (!stored) return { ok: false, reason: 'alreadyOn' };
      return { ok: true, setup: setupOf(account, secret) };
    },

    /** A right code from the app turns the factor on and gives the recovery codes, once. */
    async confirm(accountId: string, code: string): Promise<ConfirmResult> {
      const factor = await repository.findTotp(accountId);
      if (!factor) return { ok: false, reason: 'noSetup' };
      if (factor.confirmed) return { ok: false, reason: 'alreadyOn' };
      const secret = secretBox.open(factor.secretBox, accountId);
      const at = now();
      const step = secret === undefined ? undefined : matchingStep(secret, code, at);
      if (step === undefined || !(await repository.useStep(accountId, step, at))) return { ok: false, reason: 'incorrect' };
      return { ok: true, recoveryCodes: await newRecoveryCodes(accountId) };
    },

    /** An authenticator code (each 30-second step once) or an unused recovery code. */
    async check(accountId: string, typed: string): Promise<CheckResult> {
      const at = now();
      if (looksLikeRecoveryCode(typed)) {
        for (const key of recoveryKeys) {
          if (await repository.useRecoveryCode(accountId, recoveryCodeHash(key, accountId, typed), at)) return { valid: true, method: 'recoveryCode' };
        }
        return { valid: false };
      }
      const secret = await confirmedSecret(accountId);
      const step = secret === undefined ? undefined : matchingStep(secret, typed, at);
      if (step === undefined || !(await repository.useStep(accountId, step, at))) return { valid: false };
      return { valid: true, method: 'otp' };
    },

    /** New recovery codes replacing the old ones; only with the authenticator on. */
    async regenerateRecoveryCodes(accountId: string): Promise<string[] | undefined> {
      if (!(await repository.findTotp(accountId))?.confirmed) return undefined;
      return newRecoveryCodes(accountId);
    },

    async remove(accountId: string): Promise<void> {
      await repository.deleteTotp(accountId);
    },

    pending: {
      put: repository.putPending,
      find: (uid: string) => repository.findPending(uid, now()),
      delete: (uid: string) => repository.deletePending(uid, now()),
    },
  };
}
export type SecondFactors = ReturnType<typeof createSecondFactors>;

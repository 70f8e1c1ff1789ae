// The authenticator app (TOTP) and recovery codes of the signed-in account,
// in the profile's words: the wire's totp / otpauthUri /
// qrSvg names stay here.
import type { ConfirmTotpResponse, SecondFactorsResponse, TotpSetupResponse } from '@portal/contract';

export interface SecondFactorState {
  /** Sign-in asks for the app's code after the password. */
  authenticatorOn: boolean;
  /** Unused recovery codes (0 while the app is off). */
  recoveryCodesLeft: number;
  /** The account must keep it (a CSR): no Remove. */
  required: boolean;
}

export interface AuthenticatorSetup {
  /** The key in base32, for typing into the app when the QR code cannot be scanned. */
  key: string;
  /** The otpauth:// address the QR code holds (a link opens the app on a phone). */
  setupLink: string;
  /** The QR code as SVG markup made by the server. */
  qrCodeSvg: string;
}

export type AuthenticatorConfirmation = { confirmed: true; recoveryCodes: string[] } | { confirmed: false };

export function toSecondFactorState({ data }: Pick<SecondFactorsResponse, 'data'>): SecondFactorState {
  return { authenticatorOn: data.totp, recoveryCodesLeft: data.recoveryCodesLeft, required: data.required };
}

export function toAuthenticatorSetup({ data }: Pick<TotpSetupResponse, 'data'>): AuthenticatorSetup {
  return { key: data.secret, setupLink: data.otpauthUri, qrCodeSvg: data.qrSvg };
}

export function toAuthenticatorConfirmation(answer: Pick<ConfirmTotpResponse, 'data' | 'recoveryCodes'>): AuthenticatorConfirmation {
  return answer.data && answer.recoveryCodes ? { confirmed: true, recoveryCodes: [...answer.recoveryCodes] } : { confirmed: false };
}

/** Six digits as typed (spaces dropped) — the contract's form of a code. */
export function toAuthenticatorCode(typed: string): string {
  return typed.replace(/\s/g, '');
}

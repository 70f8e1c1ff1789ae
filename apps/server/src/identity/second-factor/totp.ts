// RFC 6238 codes through `otpauth`: SHA-1, 6 digits, 30-second steps, the
// step before and after accepted (a phone's clock a little off).
import { Secret, TOTP } from 'otpauth';

const period = 30;
const digits = 6;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpOf(secretBase32: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secretBase32) });
}

/** The time step a right code belongs to, or undefined for a wrong one. */
export function matchingStep(secretBase32: string, typed: string, at: Date): number | undefined {
  const token = typed.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const timestamp = at.getTime();
  const delta = totpOf(secretBase32).validate({ token, timestamp, window: 1 });
  return delta === null ? undefined : TOTP.counter({ period, timestamp }) + delta;
}

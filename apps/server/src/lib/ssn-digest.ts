// Registration step 2 by SSN (§5 ###-##-####) compares digests: the member
// data keeps an HMAC-SHA-256 of each member's SSN, never the number. An SSN
// has only 10^9 values, so a plain hash could be reversed by trying them all;
// the HMAC key is what protects it, and the member ID in the message binds a
// digest to its member.
//
// In this portal the member data is synthetic (invented SSNs, seeded), so the
// key is a fixed development key; a deployment fed by a real member system
// takes that system's digests and key instead.
import { createHmac, timingSafeEqual } from 'node:crypto';

const developmentSsnKey = 'portal-development-ssn-digest-key-synthetic-members-only';

export function ssnDigest(memberId: string, ssn: string, key: string = developmentSsnKey): string {
  return createHmac('sha256', key).update(`${memberId}\n${ssn}`).digest('hex');
}

/** Whether `ssn` is the member's, by its digest; constant time. */
export function ssnMatches(memberId: string, ssn: string, storedDigest: string | undefined): boolean {
  if (!storedDigest) return false;
  const given = Buffer.from(ssnDigest(memberId, ssn), 'hex');
  const stored = Buffer.from(storedDigest, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * The invented SSN of a seeded member: 9, then the member ID's last eight
 * digits ('900000011' → '900-00-0011'). Area 9xx is never issued as an SSN,
 * so no real person's number appears.
 */
export function syntheticSsnOf(memberId: string): string {
  const digits = memberId.replace(/\D/g, '').padStart(8, '0').slice(-8);
  return `9${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

// A registration's referenceId: 128 random bits, base64url (22 characters).
// The caller holds it; the server keeps only its SHA-256 (the table, the
// one-time codes' subject and the throttle never see the plain value).
import { createHash, randomBytes } from 'node:crypto';

export function newReferenceId(): string {
  return randomBytes(16).toString('base64url');
}

export function referenceHashOf(referenceId: string): string {
  return createHash('sha256').update(referenceId).digest('hex');
}

/** The one-time codes' subject for a registration: its hash, never the referenceId. */
export function codeSubjectOf(referenceHash: string): string {
  return `registration:${referenceHash}`;
}

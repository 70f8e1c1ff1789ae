// One row of the audit trail (migration 025). Ids only: never a member's
// name, date of birth or email (HIPAA minimum necessary).
import type { Partner } from '@portal/core';

export type AuditActorKind = 'member' | 'csr' | 'admin' | 'anonymous';
export type AuditOutcome = 'success' | 'failure';

export interface AuditEventInput {
  readonly partner: Partner;
  readonly actorKind: AuditActorKind;
  /** Account id of who acted (the CSR's when a CSR acts for a member). */
  readonly actorId?: string;
  /** Staff only: their email. */
  readonly actorName?: string;
  /** The member the event is about. */
  readonly memberId?: string;
  /** A CSR visit: the exchanged token's jti. */
  readonly visitId?: string;
  /** The contract call id (getClaims) or an identity event (signIn.password). */
  readonly action: string;
  /** What the call named: an SPDC 'sub-pol-div-cert', a claim number, a document or message id. */
  readonly resource?: string;
  readonly outcome: AuditOutcome;
  readonly statusCode?: number;
  readonly clientAddress?: string;
}

/** A member's own identity events: their sign-ins and account changes. */
export const memberIdentityActions = [
  'signIn.password',
  'signIn.passkey',
  'signIn.failed',
  'signIn.secondFactor',
  'password.changed',
  'password.reset',
  'email.changed',
  'secondFactor.changed',
  'passkey.added',
  'passkey.removed',
] as const;

/** An identity event's action: a member's own, or customer service acting and staff roles changing. */
export const identityActions = [...memberIdentityActions, 'csr.actOnMember', 'csr.roleGranted', 'csr.roleRevoked'] as const;
export type IdentityAction = (typeof identityActions)[number];

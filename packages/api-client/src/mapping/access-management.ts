// Access management (admin on alic): staff accounts with their
// roles, one member's raw audit events. Ids only: no member data.
import type {
  AuditEvent as WireAuditEvent,
  AuditEventsResponse,
  StaffAccount as WireStaffAccount,
  StaffAccountResponse,
  StaffAccountsResponse,
} from '@portal/contract';

export interface StaffAccount {
  accountId: string;
  email: string;
  /** '' when none. */
  name: string;
  /** May search members and act on them. */
  csr: boolean;
  /** May use access management. */
  admin: boolean;
  /** ISO date-time; null when never signed in. */
  lastSignInAt: string | null;
}

export type AuditActorKind = WireAuditEvent['actorKind'];

export interface AuditEvent {
  id: string;
  /** ISO date-time. */
  at: string;
  actorKind: AuditActorKind;
  actorId: string | null;
  /** Staff: email or display name. */
  actorName: string | null;
  memberKey: string | null;
  /** The call id (e.g. getClaims) or an identity event (e.g. signIn.password). */
  action: string;
  /** What the call named: an SPDC, claim number, document id. */
  resource: string | null;
  outcome: 'success' | 'failure';
  statusCode: number | null;
  clientAddress: string | null;
}

export interface AuditEventsPage {
  /** Newest first. */
  events: AuditEvent[];
  /** Pass as `before` for the next (older) page; absent on the last page. */
  nextCursor?: string;
}

export function toStaffAccount(wire: WireStaffAccount): StaffAccount {
  return {
    accountId: wire.accountId,
    email: wire.email,
    name: wire.name,
    csr: wire.csr,
    admin: wire.admin,
    lastSignInAt: wire.lastSignInAt ?? null,
  };
}

export function toStaffAccounts(wire: StaffAccountsResponse): StaffAccount[] {
  return wire.accounts.map(toStaffAccount);
}

export function toChangedStaffAccount(wire: StaffAccountResponse): StaffAccount {
  return toStaffAccount(wire.account);
}

export function toAuditEvent(wire: WireAuditEvent): AuditEvent {
  return {
    id: wire.id,
    at: wire.at,
    actorKind: wire.actorKind,
    actorId: wire.actorId ?? null,
    actorName: wire.actorName ?? null,
    memberKey: wire.memberKey ?? null,
    action: wire.action,
    resource: wire.resource ?? null,
    outcome: wire.outcome,
    statusCode: wire.statusCode ?? null,
    clientAddress: wire.clientAddress ?? null,
  };
}

export function toAuditEventsPage(wire: AuditEventsResponse): AuditEventsPage {
  return {
    events: wire.events.map(toAuditEvent),
    ...(wire.nextCursor === undefined ? {} : { nextCursor: wire.nextCursor }),
  };
}

// The member's Account activity (/profile): sign-ins, account
// changes and customer service's visits, newest first, a page at a time.
import type { AccessLogResponse, AccountActivityEntry, AccountActivityKind, AccountArea } from '@portal/contract';

export type { AccountActivityKind, AccountArea } from '@portal/contract';

export interface AccountActivity {
  id: string;
  kind: AccountActivityKind;
  /** ISO date-time; a visit: when it began. */
  at: string;
  /** A customer-service visit: its last call (ISO date-time). */
  until?: string;
  /** Who did it: the member, customer service with the representative's name, or the other person of the household (first name). */
  actor: { kind: 'member' } | { kind: 'customerService'; name?: string } | { kind: 'household'; name?: string };
  /** A sharing change: sharing turned on (true) or off. */
  shared?: boolean;
  /** A household entry: the other person of the household (first name), when the actor does not name them. */
  personName?: string;
  /** Sign-ins: how the member signed in. */
  method?: 'password' | 'passkey';
  /** A disconnected app: its name, when still registered. */
  appName?: string;
  /** A visit: what customer service looked at and changed (empty when nothing). */
  viewed: AccountArea[];
  changed: AccountArea[];
}

export interface AccountActivityPage {
  entries: AccountActivity[];
  /** Pass as `before` for the next (older) page; absent on the last page. */
  nextCursor?: string;
}

function toActor(wire: AccountActivityEntry['actor']): AccountActivity['actor'] {
  if (wire.kind === 'member') return { kind: 'member' };
  return wire.name === undefined ? { kind: wire.kind } : { kind: wire.kind, name: wire.name };
}

export function toAccountActivity(wire: AccountActivityEntry): AccountActivity {
  return {
    id: wire.id,
    kind: wire.kind,
    at: wire.at,
    ...(wire.until === undefined ? {} : { until: wire.until }),
    actor: toActor(wire.actor),
    ...(wire.method === undefined ? {} : { method: wire.method }),
    ...(wire.appName === undefined ? {} : { appName: wire.appName }),
    ...(wire.shared === undefined ? {} : { shared: wire.shared }),
    ...(wire.personName === undefined ? {} : { personName: wire.personName }),
    viewed: [...(wire.viewed ?? [])],
    changed: [...(wire.changed ?? [])],
  };
}

export function toAccountActivityPage(wire: AccessLogResponse): AccountActivityPage {
  return {
    entries: wire.entries.map(toAccountActivity),
    ...(wire.nextCursor === undefined ? {} : { nextCursor: wire.nextCursor }),
  };
}

// Identity events of the audit trail: sign-ins (and failed ones of
// a known account), password resets — with the account as the actor and the
// account's member as the member. Events of the API's self-service calls
// (password, email, authenticator, passkeys) come from the hook instead
// (identityActionOfCall).
import type { Partner } from '@portal/core';
import type { Queryable } from '../db/database.ts';
import type { AuditActorKind, AuditEventInput, IdentityAction } from './audit-event.ts';
import { findAuditedAccountByEmail } from './audit-repository.ts';
import type { AuditTrail } from './audit-trail.ts';

export interface AuditedAccount {
  readonly id: string;
  readonly partner: Partner;
  readonly roles: readonly string[];
  readonly memberId: string | null | undefined;
  readonly email?: string;
}

export type SignInMethod = 'password' | 'passkey' | 'secondFactor';

export interface IdentityAudit {
  /** A sign-in finished: the password alone, a passkey, or the second factor after the password. */
  signedIn(account: AuditedAccount, method: SignInMethod, clientAddress: string): Promise<void>;
  /** A wrong password for `email`: recorded only when an account has that email (no event for unknown ones). */
  signInFailed(partner: Partner, email: string, clientAddress: string): Promise<void>;
  /** password.reset and the other account changes made outside the API. */
  accountChanged(action: IdentityAction, account: AuditedAccount, clientAddress?: string): Promise<void>;
}

function actorKindOf(account: AuditedAccount): AuditActorKind {
  if (account.memberId) return 'member';
  if (account.roles.includes('admin')) return 'admin';
  return account.roles.includes('csr') ? 'csr' : 'member';
}

/** The event of `account` doing `action`; staff are named by their email, members never. */
export function accountEvent(action: IdentityAction, account: AuditedAccount, extra: Partial<AuditEventInput> = {}): AuditEventInput {
  const actorKind = actorKindOf(account);
  return {
    partner: account.partner,
    actorKind,
    actorId: account.id,
    ...(actorKind !== 'member' && account.email ? { actorName: account.email } : {}),
    ...(account.memberId ? { memberId: account.memberId } : {}),
    action,
    outcome: 'success',
    ...extra,
  };
}

export function createIdentityAudit({ audit, db }: { audit: AuditTrail; db: Queryable }): IdentityAudit {
  return {
    signedIn(account, method, clientAddress) {
      return audit.record(accountEvent(`signIn.${method}`, account, { clientAddress }));
    },
    async signInFailed(partner, email, clientAddress) {
      const account = await findAuditedAccountByEmail(db, partner, email.trim().toLowerCase());
      if (!account) return;
      await audit.record(accountEvent('signIn.failed', { ...account, partner }, { outcome: 'failure', clientAddress }));
    },
    accountChanged(action, account, clientAddress) {
      return audit.record(accountEvent(action, account, clientAddress ? { clientAddress } : {}));
    },
  };
}

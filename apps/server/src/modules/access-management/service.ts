// Access management for an admin on the ALIC site: staff
// accounts and their CSR role, one member's raw audit events. Granting and
// revoking the role is audited in the same transaction as the change.
import type { AuditEvent, AuditEventsResponse, StaffAccount, StaffAccountResponse, StaffAccountsResponse } from '@portal/contract';
import type { AuditEventInput } from '../../audit/audit-event.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { AuditEventRow } from '../../audit/audit-repository.ts';
import { memberAuditEvents } from '../../audit/audit-repository.ts';
import type { Database } from '../../db/database.ts';
import type { SessionRevocation } from '../../identity/revocation/session-revocation.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { accessManagementMessages } from './messages.ts';
import type { AccessManagementRepository, StaffAccountRow } from './repository.ts';

/** Who made the call, for the role events: partner, admin account, client address. */
export interface AdminCall {
  readonly token: AccessTokenClaims;
  readonly clientAddress: string;
  readonly language: MemberLanguage;
}

export interface AccessManagementService {
  staffAccounts(call: AdminCall): Promise<StaffAccountsResponse>;
  grantCsrRole(call: AdminCall, email: string): Promise<StaffAccountResponse>;
  revokeCsrRole(call: AdminCall, accountId: string): Promise<StaffAccountResponse>;
  memberAuditEvents(call: AdminCall, memberKey: string, query: { before?: string; limit?: number }): Promise<AuditEventsResponse>;
}

function staffAccountOf(row: StaffAccountRow): StaffAccount {
  return {
    accountId: row.id,
    email: row.email,
    name: row.name,
    csr: row.roles.includes('csr'),
    admin: row.roles.includes('admin'),
    ...(row.lastSignInAt ? { lastSignInAt: new Date(row.lastSignInAt).toISOString() } : {}),
  };
}

function auditEventOf(row: AuditEventRow): AuditEvent {
  const optional = <K extends string>(key: K, value: string | number | null) => (value === null ? {} : { [key]: value });
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actorKind: row.actorKind,
    ...optional('actorId', row.actorId),
    ...optional('actorName', row.actorName),
    ...optional('memberKey', row.memberId),
    action: row.action,
    ...optional('resource', row.resource),
    outcome: row.outcome,
    ...optional('statusCode', row.statusCode),
    ...optional('clientAddress', row.clientAddress),
  };
}

export function createAccessManagementService({ db, repository, audit, revocation }: {
  db: Database;
  repository: AccessManagementRepository;
  audit: AuditTrail;
  /** Ends the sessions of a staff account whose CSR role is revoked. */
  revocation: SessionRevocation;
}): AccessManagementService {
  async function changeRole(call: AdminCall, account: StaffAccountRow, holds: boolean): Promise<StaffAccountResponse> {
    const event: AuditEventInput = {
      partner: call.token.partner,
      actorKind: 'admin',
      actorId: call.token.subject,
      action: holds ? 'csr.roleGranted' : 'csr.roleRevoked',
      resource: account.id,
      outcome: 'success',
      statusCode: 200,
      clientAddress: call.clientAddress,
    };
    await db.transaction(async (tx) => {
      await repository.setCsrRole(tx, account.id, holds);
      await audit.record(event, tx);
    });
    // Once the role is gone: the CSR's tokens, and the member tokens they got by exchange, stop working now.
    if (!holds) await revocation.revokeEverythingOf(account.id);
    return { status: 'SUCCESS', account: staffAccountOf((await repository.accountById(call.token.partner, account.id))!) };
  }

  return {
    async staffAccounts(call) {
      return { status: 'SUCCESS', accounts: (await repository.staffAccounts(call.token.partner)).map(staffAccountOf) };
    },

    async grantCsrRole(call, email) {
      const messages = accessManagementMessages[call.language];
      const account = await repository.accountByEmail(call.token.partner, email.trim().toLowerCase());
      if (!account) throw new HttpError(404, messages.unknownEmail);
      if (account.memberId !== null || account.roles.includes('member')) throw new HttpError(409, messages.memberAccount);
      return changeRole(call, account, true);
    },

    async revokeCsrRole(call, accountId) {
      const messages = accessManagementMessages[call.language];
      const account = await repository.accountById(call.token.partner, accountId);
      if (!account || account.memberId !== null) throw new HttpError(404, messages.unknownAccount);
      if (account.id === call.token.subject) throw new HttpError(409, messages.ownRole);
      return changeRole(call, account, false);
    },

    async memberAuditEvents(call, memberKey, { before, limit = 50 }) {
      const messages = accessManagementMessages[call.language];
      if (before !== undefined && !/^\d{1,18}$/.test(before)) throw new HttpError(400, messages.badCursor);
      if (!(await repository.memberExists(call.token.partner, memberKey))) throw new HttpError(404, messages.unknownMember);
      const rows = await memberAuditEvents(db, { partner: call.token.partner, memberId: memberKey, beforeId: before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      return {
        status: 'SUCCESS',
        events: page.map(auditEventOf),
        ...(rows.length > limit ? { nextCursor: page[page.length - 1]!.id } : {}),
      };
    },
  };
}

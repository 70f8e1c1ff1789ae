// getAccessLog: what a member can see happened to their
// account — sign-ins (ok and failed), password, email and second-factor
// changes, paperless changes, apps they disconnected, DHMO primary dentist changes asked for and cancelled, and each customer-service visit with the
// areas it viewed and changed, named by the representative's name (else
// their email). Pages of `limit` entries, newest first.
import type { AccessLogResponse, AccountActivityEntry, AccountActivityKind, AccountArea } from '@portal/contract';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { areaOf, changeCalls } from '../../audit/call-areas.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { accessLogMessages } from './messages.ts';
import type { AccessLogRepository, ActivityRow } from './repository.ts';

const kindOfAction: Record<string, AccountActivityKind> = {
  'signIn.password': 'signIn',
  'signIn.secondFactor': 'signIn',
  'signIn.passkey': 'signIn',
  'signIn.failed': 'signInFailed',
  'password.changed': 'passwordChanged',
  'password.reset': 'passwordReset',
  'email.changed': 'emailChanged',
  'secondFactor.changed': 'secondFactorChanged',
  'passkey.added': 'secondFactorChanged',
  'passkey.removed': 'secondFactorChanged',
  updateEdelivery: 'paperlessChanged',
  revokeConnectedApp: 'appDisconnected',
  requestPrimaryDentistChange: 'primaryDentistChangeRequested',
  cancelPrimaryDentistChange: 'primaryDentistChangeCancelled',
  customerServiceVisit: 'customerServiceVisit',
  'claimSharing.on': 'claimSharingChanged',
  'claimSharing.off': 'claimSharingChanged',
  'sharedClaims.viewed': 'sharedClaimsViewed',
};

const cursorPattern = /^[ev]-(\d{1,18})$/;

export interface AccessLogService {
  accessLogOf(token: AccessTokenClaims, query: { before?: string; limit?: number }, language: MemberLanguage): Promise<AccessLogResponse>;
}

function areasOf(actions: readonly string[], changes: boolean): AccountArea[] {
  const areas = actions.filter((action) => changeCalls.has(action) === changes && !action.includes('.')).map(areaOf);
  return [...new Set(areas)].sort();
}

/** A registered third-party app's name by client id (identity/third-party-apps). */
export type AppNameOf = (clientId: string) => string | undefined;

/**
 * A household event (migration 036) as one of its two people reads it: the
 * dependent sees their own sharing change and who read what they share; the
 * policyholder sees the dependent's change and their own reads of it.
 */
function householdEntryOf(row: ActivityRow, kind: 'claimSharingChanged' | 'sharedClaimsViewed', asDependent: boolean, staffName: string | undefined): AccountActivityEntry {
  const at = new Date(row.at).toISOString();
  const dependent = row.dependentFirstName ?? undefined;
  const policyholder = row.policyholderFirstName ?? undefined;
  if (kind === 'claimSharingChanged') {
    const shared = row.action === 'claimSharing.on';
    return asDependent
      ? { id: row.key, kind, at, actor: { kind: 'member' }, shared, ...(policyholder ? { personName: policyholder } : {}) }
      : { id: row.key, kind, at, actor: { kind: 'household', ...(dependent ? { name: dependent } : {}) }, shared };
  }
  if (row.actorKind === 'csr') {
    return { id: row.key, kind, at, actor: { kind: 'customerService', ...(staffName ? { name: staffName } : {}) }, ...(!asDependent && dependent ? { personName: dependent } : {}) };
  }
  return asDependent
    ? { id: row.key, kind, at, actor: { kind: 'household', ...(policyholder ? { name: policyholder } : {}) } }
    : { id: row.key, kind, at, actor: { kind: 'member' }, ...(dependent ? { personName: dependent } : {}) };
}

function entryOf(row: ActivityRow, staffNames: ReadonlyMap<string, string>, appNameOf: AppNameOf, asDependent: boolean): AccountActivityEntry {
  const kind = kindOfAction[row.action] ?? 'signIn';
  const at = new Date(row.at).toISOString();
  if (kind === 'claimSharingChanged' || kind === 'sharedClaimsViewed') {
    const staffName = (row.actorId && staffNames.get(row.actorId)) || row.actorName || undefined;
    return householdEntryOf(row, kind, asDependent, staffName);
  }
  if (kind === 'customerServiceVisit') {
    const actions = row.actions ?? [];
    const name = (row.actorId && staffNames.get(row.actorId)) || row.actorName || row.actorId || undefined;
    return {
      id: row.key, kind, at, until: new Date(row.until!).toISOString(),
      actor: { kind: 'customerService', ...(name ? { name } : {}) },
      viewed: areasOf(actions, false),
      changed: areasOf(actions, true),
    };
  }
  if (kind === 'appDisconnected') {
    // An app no longer registered has no name left to show: the screen says "an app".
    const appName = row.resource ? appNameOf(row.resource) : undefined;
    return { id: row.key, kind, at, actor: { kind: 'member' }, ...(appName ? { appName } : {}) };
  }
  const method = row.action === 'signIn.passkey' ? 'passkey' : 'password';
  return { id: row.key, kind, at, actor: { kind: 'member' }, ...(kind === 'signIn' || kind === 'signInFailed' ? { method } : {}) };
}

export function createAccessLogService({ repository, appNameOf }: { repository: AccessLogRepository; appNameOf: AppNameOf }): AccessLogService {
  return {
    async accessLogOf(token, { before, limit = 20 }, language) {
      if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, accessLogMessages[language].notAMember);
      let beforeId: string | undefined;
      if (before !== undefined) {
        const match = cursorPattern.exec(before);
        if (!match) throw new HttpError(400, accessLogMessages[language].badCursor);
        beforeId = match[1];
      }
      const dependentClaimant = token.dependentClaimant ?? null;
      const rows = await repository.page({
        partner: token.partner, memberId: token.memberId, accountId: token.subject, dependentClaimant, beforeId, limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const staffIds = [...new Set(page.map((row) => row.actorId).filter((id): id is string => id !== null))];
      const staff = await repository.staffNames(staffIds);
      const staffNames = new Map(staff.map((account) => [account.id, account.name.trim() || account.email]));
      const entries = page.map((row) => entryOf(row, staffNames, appNameOf, dependentClaimant !== null));
      return {
        status: 'SUCCESS',
        entries,
        ...(rows.length > limit ? { nextCursor: page[page.length - 1]!.key } : {}),
      };
    },
  };
}

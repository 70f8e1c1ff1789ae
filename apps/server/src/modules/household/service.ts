// Adult dependents with their own account (beyond §1): the policyholder
// learns which dependents manage their own claims and which share them; the
// dependent reads and changes their choice. The change commits with its
// audit events (the call's, and claimSharing.on/off that both people's
// account activity lists), and forgets the household's cached answers, so it
// takes effect at once both ways.
import type { ClaimSharingResponse } from '@portal/contract';
import type { AuditEventInput } from '../../audit/audit-event.ts';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { householdMessages } from './messages.ts';
import type { HouseholdRepository } from './repository.ts';

export interface HouseholdServiceDependencies {
  db: Pick<Database, 'transaction'>;
  repository: HouseholdRepository;
  /** Records an audit event, in the change's transaction. */
  recordEvent: (event: AuditEventInput, tx: Queryable) => Promise<void>;
  memberDataChanged: (memberId: string) => void;
  now?: () => Date;
}

/** The audit action of a sharing change (the access log lists it for both people). */
export const sharingActionOf = (shared: boolean) => (shared ? 'claimSharing.on' : 'claimSharing.off');

export function createHouseholdService({ db, repository, recordEvent, memberDataChanged, now = () => new Date() }: HouseholdServiceDependencies) {
  function memberIdOf(token: AccessTokenClaims, language: MemberLanguage): string {
    if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, householdMessages[language].notAMember);
    return token.memberId;
  }

  async function dependentAnswer(token: AccessTokenClaims, memberId: string, language: MemberLanguage): Promise<ClaimSharingResponse> {
    const dependent = await repository.dependentOfAccount(token.subject, memberId);
    if (!dependent) throw new HttpError(403, householdMessages[language].notADependent);
    return { status: 'SUCCESS', role: 'dependent', policyholderFirstName: dependent.policyholderFirstName, shared: dependent.shared };
  }

  return {
    async claimSharingOf(token: AccessTokenClaims, language: MemberLanguage): Promise<ClaimSharingResponse> {
      const memberId = memberIdOf(token, language);
      if (token.dependentClaimant !== undefined) return dependentAnswer(token, memberId, language);
      const dependents = await repository.managedDependentsOf(memberId);
      return {
        status: 'SUCCESS',
        role: 'policyholder',
        dependents: dependents.map((d) => ({ claimant: d.claimantNumber, firstName: d.firstName, shared: d.shared })),
      };
    },

    async setClaimSharing(
      token: AccessTokenClaims, shared: boolean, language: MemberLanguage, recordCall: InTransaction, clientAddress: string,
    ): Promise<ClaimSharingResponse> {
      const memberId = memberIdOf(token, language);
      // The choice is the dependent's own, like a consent: customer service acting cannot make it.
      if (token.actor) throw new HttpError(403, householdMessages[language].notByCustomerService);
      if (token.dependentClaimant === undefined) throw new HttpError(403, householdMessages[language].notADependent);
      const changed = await db.transaction(async (tx) => {
        if (!(await repository.setShared(tx, token.subject, shared, now()))) return false;
        await recordEvent(
          {
            partner: token.partner, actorKind: 'member', actorId: token.subject, memberId,
            action: sharingActionOf(shared), resource: String(token.dependentClaimant), outcome: 'success', statusCode: 200, clientAddress,
          },
          tx,
        );
        await recordCall(tx);
        return true;
      });
      if (!changed) throw new HttpError(403, householdMessages[language].notADependent);
      memberDataChanged(memberId);
      return dependentAnswer(token, memberId, language);
    },
  };
}
export type HouseholdService = ReturnType<typeof createHouseholdService>;

// The DHMO primary dentist (§1 'group dental (and DHMO)'): the dentist
// assigned to a member with an active DHMO (PPD) line, and a change to
// another office of the directory — DHMO network, accepting new patients, a
// general or pediatric dentist. A change takes effect on the first day of
// next month on the server's calendar (UTC), never a date the client sends;
// one may be pending at a time, and it can be cancelled until its day. A
// pending change whose day has come simply reads as the current dentist.
import {
  dhmoNetwork, type MessageKind, type PrimaryDentistOffice, type PrimaryDentistResponse,
} from '@portal/contract';
import { isDhmoLob } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { isActiveLine, type SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { MessageCentre } from '../messages/message-centre.ts';
import { primaryDentistTexts, type PrimaryDentistText } from './messages.ts';
import type { OfficeRecord, ProvidersRepository } from '../providers/repository.ts';
import type { AssignmentRecord, PrimaryDentistRepository } from './repository.ts';

/** The kinds of office a member may have as their primary dentist. */
const primaryDentistTypes: readonly string[] = ['generalDentist', 'pediatricDentist'];

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The first day of the month after `moment`'s (UTC): when a change asked for at `moment` takes effect. */
export function firstOfNextMonth(moment: Date): string {
  return isoDay(new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1)));
}

const officeOf = (assignment: AssignmentRecord): PrimaryDentistOffice => ({
  providerId: assignment.providerId,
  name: assignment.office?.name ?? '',
  street: assignment.office?.street ?? '',
  city: assignment.office?.city ?? '',
  state: assignment.office?.state ?? '',
  zip: assignment.office?.zip ?? '',
  phone: assignment.office?.phone ?? '',
});

export function createPrimaryDentistService({
  members, repository, offices, features, messageCentre, now = () => new Date(),
}: {
  members: SignedInMemberLookup;
  repository: PrimaryDentistRepository;
  /** The directory's office a change is asked for (find care). */
  offices: Pick<ProvidersRepository, 'findOffice'>;
  features: FeatureGate;
  messageCentre: MessageCentre;
  now?: () => Date;
}) {
  const refusal = (status: number, language: MemberLanguage, text: PrimaryDentistText) => new HttpError(status, primaryDentistTexts[language][text]);

  /** Whether the token's member has an active DHMO line (after the partner's dental feature). */
  async function hasDhmoLine(token: AccessTokenClaims, language: MemberLanguage): Promise<boolean> {
    await features.require(token.partner, (f) => f.memberDental, primaryDentistTexts[language].unavailable);
    const { coverageLines } = await members.memberWithLines(token);
    return coverageLines.some((line) => isActiveLine(line) && isDhmoLob(line.lob));
  }

  async function answerFor(memberId: string, dhmo: boolean, moment: Date): Promise<PrimaryDentistResponse> {
    const nextEffectiveDate = firstOfNextMonth(moment);
    if (!dhmo) return { status: 'SUCCESS', dhmo, current: null, currentSince: null, pending: null, nextEffectiveDate };
    const { current, pending } = await repository.findAssignments(memberId, isoDay(moment));
    return {
      status: 'SUCCESS',
      dhmo,
      current: current ? officeOf(current) : null,
      currentSince: current?.effectiveDate ?? null,
      pending: pending ? { dentist: officeOf(pending), effectiveDate: pending.effectiveDate } : null,
      nextEffectiveDate,
    };
  }

  const notice = (tx: Queryable, memberId: string, kind: MessageKind, dentistName: string, effectiveDate: string) =>
    messageCentre.post(memberId, kind, { dentistName, effectiveDate }, tx);

  return {
    async primaryDentistOf(token: AccessTokenClaims, language: MemberLanguage): Promise<PrimaryDentistResponse> {
      const dhmo = await hasDhmoLine(token, language);
      return answerFor(token.memberId!, dhmo, now());
    },

    async requestChange(
      token: AccessTokenClaims, providerId: string, language: MemberLanguage, recordCall: InTransaction,
    ): Promise<PrimaryDentistResponse> {
      if (!(await hasDhmoLine(token, language))) throw refusal(403, language, 'notDhmo');
      const memberId = token.memberId!;
      const office: OfficeRecord | undefined = await offices.findOffice(providerId);
      if (!office) throw refusal(404, language, 'officeNotFound');
      if (!primaryDentistTypes.includes(office.providerType)) throw refusal(400, language, 'notADentist');
      if (!office.networks.includes(dhmoNetwork)) throw refusal(400, language, 'notInNetwork');
      if (!office.acceptingNewPatients) throw refusal(400, language, 'notAccepting');
      const moment = now();
      const today = isoDay(moment);
      const { current, pending } = await repository.findAssignments(memberId, today);
      if (pending) throw refusal(409, language, 'alreadyPending');
      if (current?.providerId === providerId) throw refusal(400, language, 'alreadyYours');
      const effectiveDate = firstOfNextMonth(moment);
      const outcome = await repository.requestChange({ memberId, providerId, effectiveDate, today }, async (tx) => {
        await recordCall(tx);
        await notice(tx, memberId, 'primaryDentistChangeRequested', office.name, effectiveDate);
      });
      // Another request won the race between the read above and the lock.
      if (outcome === 'alreadyPending') throw refusal(409, language, 'alreadyPending');
      return answerFor(memberId, true, moment);
    },

    async cancelChange(token: AccessTokenClaims, language: MemberLanguage, recordCall: InTransaction): Promise<PrimaryDentistResponse> {
      if (!(await hasDhmoLine(token, language))) throw refusal(403, language, 'notDhmo');
      const memberId = token.memberId!;
      const moment = now();
      const cancelled = await repository.cancelPending(memberId, isoDay(moment), async (tx, change) => {
        await recordCall(tx);
        await notice(tx, memberId, 'primaryDentistChangeCancelled', change.officeName, change.effectiveDate);
      });
      if (!cancelled) throw refusal(404, language, 'nothingPending');
      return answerFor(memberId, true, moment);
    },
  };
}
export type PrimaryDentistService = ReturnType<typeof createPrimaryDentistService>;

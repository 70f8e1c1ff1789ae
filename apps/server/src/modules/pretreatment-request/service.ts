// §2 /pretreatment-estimate "submit pretreatment estimate info": the token
// member asks for an estimate for a patient of theirs on one of their active
// dental lines (another member's line or patient is not found).
// Gated like the dental claims the estimate will be listed with (§6).
//
// Idempotent: a request sent again with the same Idempotency-Key
// answers the first request id and stores nothing; the same key for another
// patient or line is a 409.
import { sameSpdc, isDentalLob } from '@portal/core';
import type { Features, PretreatmentEstimateRequest, PretreatmentEstimateResponse } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { addDays, isoDay, type IsoDate } from '../../lib/plan-year.ts';
import { pretreatmentRequestMessages, type PretreatmentRequestMessages } from './messages.ts';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { PretreatmentRequestRepository, StoredPretreatmentRequest } from './repository.ts';

export interface PretreatmentRequestServiceDependencies {
  requests: PretreatmentRequestRepository;
  featuresOf: (partner: Partner) => Promise<Features>;
  /** The UTC calendar day; tests pin it. */
  today?: () => IsoDate;
}

const requestsOn = (f: Features) => f.available && f.member && f.memberDental && f.memberDentalFeatures.claims;

export function createPretreatmentRequestService({ requests, featuresOf, today = () => isoDay(new Date()) }: PretreatmentRequestServiceDependencies) {
  async function check(token: AccessTokenClaims, request: PretreatmentEstimateRequest, messages: PretreatmentRequestMessages): Promise<string> {
    if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, messages.notAMember);
    if (!requestsOn(await featuresOf(token.partner))) throw new HttpError(403, messages.unavailable);
    const lines = await requests.findLinesOfMember(token.memberId, token.partner, request);
    if (lines.length === 0) throw new HttpError(404, messages.coverageNotFound);
    const dental = lines.filter((line) => isDentalLob(line.lob));
    if (dental.length === 0) throw new HttpError(400, messages.notDentalCoverage);
    if (!dental.some((line) => line.effectiveDate !== 0)) throw new HttpError(400, messages.coverageEnded);
    if (!(await requests.isPatientOfMember(token.memberId, request.claimant))) throw new HttpError(404, messages.patientNotFound);
    if (request.dentistName.trim() === '') throw new HttpError(400, messages.blankDentistName);
    if (request.plannedTreatment.trim() === '') throw new HttpError(400, messages.blankTreatment);
    // The member's today may be UTC's yesterday (US time zones are behind UTC): a day of grace.
    if (request.plannedDate !== undefined && request.plannedDate < addDays(today(), -1)) {
      throw new HttpError(400, messages.plannedDateInPast);
    }
    return token.memberId;
  }

  function replay(earlier: StoredPretreatmentRequest, request: PretreatmentEstimateRequest, messages: PretreatmentRequestMessages) {
    if (earlier.claimantNumber !== request.claimant || !sameSpdc(earlier.spdc, request)) throw new HttpError(409, messages.idempotencyKeyReused);
    return { status: 'SUCCESS', requestId: earlier.requestId } as const;
  }

  return {
    async submit(
      token: AccessTokenClaims, request: PretreatmentEstimateRequest, language: MemberLanguage, idempotencyKey?: string,
      recordChange?: InTransaction,
    ): Promise<PretreatmentEstimateResponse> {
      const messages = pretreatmentRequestMessages[language];
      const memberId = await check(token, request, messages);
      if (idempotencyKey) {
        const earlier = await requests.findByIdempotencyKey(memberId, idempotencyKey);
        if (earlier) return replay(earlier, request, messages);
      }
      const requestId = await requests.insertRequest(memberId, token.partner, request, idempotencyKey, recordChange);
      if (requestId !== undefined) return { status: 'SUCCESS', requestId };
      // Another request with the key was stored between the lookup and the insert.
      const winner = await requests.findByIdempotencyKey(memberId, idempotencyKey!);
      if (!winner) throw new Error('The request that took the idempotency key is gone');
      return replay(winner, request, messages);
    },
  };
}
export type PretreatmentRequestService = ReturnType<typeof createPretreatmentRequestService>;

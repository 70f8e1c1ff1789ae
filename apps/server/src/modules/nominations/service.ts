// §2 nominate a dental provider; §3 nomination fields and specialties; §7 the
// answer's message is SUCCESS. Offered to members with dental coverage when
// the partner's nominateProviderLink feature is on.
import type { NominateProviderRequest, NominateProviderResponse } from '@portal/contract';
import { isDentalLob } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import type { SignedInMemberLookup } from '../members/signed-in-member.ts';
import type { NominationsRepository } from './repository.ts';

export const nominationMessages = {
  unavailable: 'Provider nominations are not available on this site.',
  noDentalCoverage: 'Provider nominations are for members with dental coverage.',
  blankField: 'Please fill in every required field of the nomination.',
} as const;

// §5 nomination fields required: a field of spaces only is still empty.
const requiredTexts = ['providerName', 'practiceName', 'street', 'city', 'nominatorName', 'nominatorAddress', 'nominatorEmployer'] as const;

export function createNominationsService({
  members, nominations, features,
}: { members: SignedInMemberLookup; nominations: NominationsRepository; features: FeatureGate }) {
  return {
    async nominate(token: AccessTokenClaims, nomination: NominateProviderRequest, recordChange?: InTransaction): Promise<NominateProviderResponse> {
      await features.require(token.partner, (f) => f.memberDental && f.memberDentalFeatures.nominateProviderLink, nominationMessages.unavailable);
      if (requiredTexts.some((field) => nomination[field].trim() === '')) throw new HttpError(400, nominationMessages.blankField);
      const { member, coverageLines } = await members.memberWithLines(token);
      if (!coverageLines.some((line) => isDentalLob(line.lob))) throw forbidden(nominationMessages.noDentalCoverage);
      await nominations.saveNomination(member.id, token.partner, nomination, recordChange);
      return { message: 'SUCCESS' };
    },
  };
}
export type NominationsService = ReturnType<typeof createNominationsService>;

// §4 paperless: enrolled or not; actions opt in, opt out, update email; a plan
// may be ineligible (403, as the contract says). Opting out is always allowed:
// a member may ask for paper whatever the plan. §2: the paperless setting
// belongs with a dental line (dental edelivery feature).
import type { EdeliveryRequest, EdeliveryResponse } from '@portal/contract';
import { emailMaxLength, isDentalLob } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, HttpError } from '../../lib/http-error.ts';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { isActiveLine, linesOfSpdc, type SignedInMemberLookup } from '../members/signed-in-member.ts';
import { paperlessMessages as messages } from './messages.ts';
import type { PaperlessPreferenceRecord, PaperlessRepository } from './repository.ts';

const badRequest = (message: string) => new HttpError(400, message);
const conflict = (message: string) => new HttpError(409, message);

export function createPaperlessService({
  members, paperless, features, memberDataChanged = () => undefined,
}: {
  members: SignedInMemberLookup;
  paperless: PaperlessRepository;
  features: FeatureGate;
  /** OPT-IN-DSP-IND of GET members follows the preference at once. */
  memberDataChanged?: (memberId: string) => void;
}) {
  async function requireEligibleDentalLine(request: EdeliveryRequest, lines: readonly CoverageLineRecord[]) {
    const dental = linesOfSpdc(lines, request).find((line) => isDentalLob(line.lob));
    if (!dental) throw forbidden(messages.dentalOnly);
    if (!isActiveLine(dental)) throw forbidden(messages.coverageEnded);
    const plan = { subsidiaryNumber: dental.subsidiaryNumber, policyNumber: dental.policyNumber, divisionNumber: dental.divisionNumber, lob: dental.lob };
    if (!(await paperless.isPlanEligible(plan))) throw forbidden(messages.planIneligible);
  }

  return {
    async update(token: AccessTokenClaims, request: EdeliveryRequest, recordChange?: InTransaction): Promise<EdeliveryResponse> {
      await features.require(token.partner, (f) => f.memberDentalFeatures.edelivery, messages.unavailable);
      const { member, coverageLines } = await members.memberWithLines(token);
      let preference: PaperlessPreferenceRecord;
      if (request.action === 'optOut') {
        linesOfSpdc(coverageLines, request);
        preference = { enrolled: false, email: '' };
      } else {
        await requireEligibleDentalLine(request, coverageLines);
        if (request.action === 'updateEmail') {
          if (!request.email) throw badRequest(messages.emailRequired);
          const current = await paperless.findPreference(member.id);
          if (!current?.enrolled) throw conflict(messages.notEnrolled);
          preference = { enrolled: true, email: request.email };
        } else {
          const email = request.email ?? member.email;
          if (!email) throw badRequest(messages.emailRequired);
          if (email.length > emailMaxLength) throw badRequest(messages.emailOnFileTooLong);
          preference = { enrolled: true, email };
        }
      }
      await paperless.savePreference(member.id, preference, recordChange);
      memberDataChanged(member.id);
      return { message: 'SUCCESS', 'OPT-IN-DSP-IND': preference.enrolled ? 'Y' : 'N', 'EDLV-EMAIL': preference.email };
    },
  };
}
export type PaperlessService = ReturnType<typeof createPaperlessService>;

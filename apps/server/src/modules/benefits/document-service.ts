// What the §7 benefits documents print: the ID card of the selected line
// (only when its ID-CARD-IND is 'Y' and the partner's memberIdCard is on),
// the benefit summary of the SPDC's dental and vision lines, and one
// patient's details. Scoped by the token's member like every benefits call.
import { isDentalLob, isVisionLob } from '@portal/core';
import type { BenefitSummaryInput, IdCardInput, PatientDetailsInput } from '../../documents/index.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accumulatorsByPlanYear } from './accumulators.ts';
import { currentPlanYearOf, linesOfSpdc, requireFeature } from './coverage-access.ts';
import { benefitSummaryInputOf, idCardInputOf, patientDetailsInputOf } from './document-inputs.ts';
import { isFeatureOn } from './feature-gates.ts';
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import { benefitsMessages } from './messages.ts';
import { isoDay, type IsoDate } from '../../lib/plan-year.ts';
import type { BenefitsRepository, Spdc } from './repository.ts';
import type { BenefitsService } from './service.ts';

/** How many of the patient's latest claims the patient details PDF lists. */
export const recentClaimsShown = 10;

export interface BenefitDocumentsDependencies {
  repository: BenefitsRepository;
  benefits: BenefitsService;
  today?: () => IsoDate;
}

export function createBenefitDocumentsService({ repository, benefits, today = () => isoDay(new Date()) }: BenefitDocumentsDependencies) {
  return {
    /** One query: the line, its member, plan, covered people and the partner's flags. */
    async idCard(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<IdCardInput> {
      const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
      requireFeature(features, 'idCard', language);
      // §2: the card is offered when some line of the policy has ID-CARD-IND 'Y'; dental first.
      const line = lines.find((l) => l.idCardInd === 'Y');
      if (!line) throw new HttpError(403, benefitsMessages[language].noIdCard);
      return idCardInputOf(token.partner, line);
    },

    async benefitSummary(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<BenefitSummaryInput> {
      const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
      const dentalLine = lines.find((l) => isDentalLob(l.lob) && l.planName !== null);
      const visionLine = lines.find((l) => isVisionLob(l.lob) && l.planName !== null);
      const withDental = dentalLine && isFeatureOn(features, 'benefitSummary') ? dentalLine : undefined;
      const withVision = visionLine && isFeatureOn(features, 'visionBenefitSummary') ? visionLine : undefined;
      if (dentalLine && !withDental && !withVision) requireFeature(features, 'benefitSummary', language);
      if (visionLine && !withDental && !withVision) requireFeature(features, 'visionBenefitSummary', language);

      const dentalPlan = withDental ? await repository.findDentalPlan(withDental.lineId) : undefined;
      const dental = dentalPlan && withDental
        ? {
            ...dentalPlan,
            // The member's own (CLMT 1) plan year: the summary names no patient.
            current: accumulatorsByPlanYear(
              dentalPlan.plan, await repository.findPlanYearUsage(withDental.lineId, 1), currentPlanYearOf(withDental, today()).year,
            )[0],
          }
        : undefined;
      const vision = withVision ? { items: await repository.findVisionItems(withVision.lineId) } : undefined;
      // No benefits at all (e.g. a LASIK line): the builder answers §8 'Empty PDF - no data returned.'
      return benefitSummaryInputOf({ partner: token.partner, line: withDental ?? withVision ?? lines[0]!, dental, vision, language });
    },

    async patientDetails(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientDetailsInput> {
      const { line, patient, accumulators } = await benefits.patientOnLine(token, spdc, claimant, language);
      return patientDetailsInputOf({
        partner: token.partner,
        line,
        patient,
        current: accumulators[0],
        planYearStartMonth: line.yearStartMonth ?? 1,
        recentClaims: await repository.findRecentClaims(line.memberId, line, claimant, recentClaimsShown),
        language,
      });
    },
  };
}
export type BenefitDocumentsService = ReturnType<typeof createBenefitDocumentsService>;

// §7 patientDetails, patientDetails/{claimant} and vision/benefitSummary:
// the patients of the selected line, one patient's benefit snapshot and
// accumulators, and the vision snapshot; and what the ID card, benefit
// summary and patient details PDFs print. Scoped by the token's member.
import type { FrequencyService, VisionBenefitSummary } from '@portal/contract';
import { isDentalLob, isVisionLob } from '@portal/core';
import type { BenefitSummaryInput, IdCardInput, PatientDetailsInput } from '../../documents/index.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accumulatorsByPlanYear, type PlanYearAccumulators } from './accumulators.ts';
import {
  allDentalClockCodes, allVisionItemCodes, dentalClocks, visionClocks, visionUsageOf, type FrequencyClock,
} from './frequency-clocks.ts';
import { currentPlanYearOf, linesOfSpdc, requireFeature, type CoverageSources } from './coverage-access.ts';
import { benefitSummaryInputOf, idCardInputOf, patientDetailsInputOf } from './document-inputs.ts';
import { isFeatureOn } from './feature-gates.ts';
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import { benefitsMessages } from './messages.ts';
import { isoDay, type IsoDate, type PlanYear } from '../../lib/plan-year.ts';
import type { BenefitsRepository, CoverageLineOfMember, DentalClassRecord, PatientRecord, Spdc } from './repository.ts';
import { visionBenefitSummary } from './vision-summary.ts';
import { planDesignsOf } from './plan-designs.ts';
import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { MemberSnapshots } from '../members/member-snapshot.ts';

/** How many of the patient's latest claims the patient details PDF lists. */
export const recentClaimsShown = 10;

export interface BenefitsServiceDependencies {
  repository: BenefitsRepository;
  /** Where plan designs are kept between calls (the same for every member on the plan). */
  sharedAnswers: SharedAnswers;
  /** The member's lines and patients, read once per access token (members/member-snapshot.ts). */
  memberSnapshots: MemberSnapshots;
  /** The partner's stored §3 features document, kept with the shared answers until it changes. */
  storedFeaturesOf: (partner: AccessTokenClaims['partner']) => Promise<unknown>;
  /** The calendar day plan years and eligibility are taken at. */
  today?: () => IsoDate;
}

/** The patients of a line in its current plan year (§7 patientDetails). */
export interface PatientsOfLine {
  line: CoverageLineOfMember;
  planYear: PlanYear;
  patients: PatientRecord[];
}

/** One patient's snapshot (§7 patientDetails/{claimant}): the patient on the line, its plan year and frequency clocks by line of business. */
export interface PatientSnapshot extends PatientOnLine {
  planYear: PlanYear;
  clocks: Array<[lob: string, clock: FrequencyClock<FrequencyService>]>;
}

/** One patient on a line: who, the plan's classes, and the accumulators by plan year. */
export interface PatientOnLine {
  line: CoverageLineOfMember;
  patient: PatientRecord;
  classes: DentalClassRecord[];
  accumulators: PlanYearAccumulators[];
}

export function createBenefitsService({
  repository, sharedAnswers, memberSnapshots, storedFeaturesOf, today = () => isoDay(new Date()),
}: BenefitsServiceDependencies) {
  const planDesigns = planDesignsOf(repository, sharedAnswers);
  // The token's member's lines, read once for all of the token's benefits calls (a dashboard open makes several).
  const coverage: CoverageSources = {
    linesOfMember: (token, memberId) =>
      memberSnapshots.part(token, 'benefitLines', () => repository.findLinesOfMember(memberId, token.partner)),
    featuresOf: storedFeaturesOf,
  };
  /** Every patient of the line's member (the token's own: the lines were found by it), kept with the token. */
  // An adult dependent's own account (migration 036) has one patient, themself; the policyholder does not see the usage of
  // an adult dependent who manages their own claims unless they share them (usage tells what was treated).
  const patientsOf = (token: AccessTokenClaims, line: CoverageLineOfMember) =>
    memberSnapshots.part(token, `patients:${line.memberId}`, () => repository.findPatientsVisibleTo(line.memberId, token.dependentClaimant ?? null));
  /** §7 patientDetails is a dental screen: the SPDC's lines, dental first (its first line when it has none). */
  async function patientLinesOf(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage) {
    const { lines, features } = await linesOfSpdc(coverage, token, spdc, language);
    requireFeature(features, 'patientDetails', language);
    return lines;
  }

  async function patientOnLine(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientOnLine> {
    const lines = await patientLinesOf(token, spdc, language);
    return patientOnFirstLine(token, lines, claimant, language);
  }

  async function patientOnFirstLine(
    token: AccessTokenClaims, lines: readonly CoverageLineOfMember[], claimant: number, language: BenefitsLanguage,
  ): Promise<PatientOnLine> {
    const line = lines[0]!;
    const patient = (await patientsOf(token, line)).find((p) => p.claimantNumber === claimant);
    if (!patient) throw new HttpError(404, benefitsMessages[language].patientNotFound);
    const dental = await planDesigns.dentalPlanOf(line);
    if (!dental) return { line, patient, classes: [], accumulators: [] };
    const usage = await repository.findPlanYearUsage(line.lineId, claimant);
    const accumulators = accumulatorsByPlanYear(dental.plan, usage, currentPlanYearOf(line, today()).year);
    return { line, patient, classes: dental.classes, accumulators };
  }

  /** The patient's frequency clocks on each dental and vision line of the SPDC, from the processed claims. */
  async function frequencyClocksOf(lines: readonly CoverageLineOfMember[], claimant: number, classes: readonly DentalClassRecord[]) {
    const clocked = lines.filter((line) => line.planName !== null && (isDentalLob(line.lob) || isVisionLob(line.lob)));
    // Every line's last services in one statement (a dental and a vision line are one dashboard call).
    const lastServices = await repository.findLastServicesOfLines(
      clocked.map((line) => ({ lineId: line.lineId, codes: isDentalLob(line.lob) ? allDentalClockCodes : allVisionItemCodes })),
      claimant,
    );
    const perLine = await Promise.all(clocked.map(async (line): Promise<Array<[string, FrequencyClock<FrequencyService>]>> => {
      const services = lastServices.get(line.lineId) ?? [];
      if (isDentalLob(line.lob)) {
        const lineClasses = line === lines[0] ? classes : ((await planDesigns.dentalPlanOf(line))?.classes ?? []);
        return dentalClocks(services, lineClasses).map((clock) => [line.lob, clock]);
      }
      const items = await planDesigns.visionItemsOf(line);
      return visionClocks(visionUsageOf(services), items, line.yearStartMonth ?? 1).map((clock) => [line.lob, clock]);
    }));
    return perLine.flat();
  }

  const benefits = {
    patientOnLine,

    /** The patients of the SPDC's first line (dental first), with the line's current plan year. */
    async patientDetails(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<PatientsOfLine> {
      const line = (await patientLinesOf(token, spdc, language))[0]!;
      return { line, planYear: currentPlanYearOf(line, today()), patients: await patientsOf(token, line) };
    },

    /** One patient's benefit snapshot: classes, accumulators and frequency clocks. */
    async patientDetail(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientSnapshot> {
      const lines = await patientLinesOf(token, spdc, language);
      const onLine = await patientOnFirstLine(token, lines, claimant, language);
      const clocks = await frequencyClocksOf(lines, claimant, onLine.classes);
      return { ...onLine, planYear: currentPlanYearOf(onLine.line, today()), clocks };
    },

    async visionBenefitSummary(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<VisionBenefitSummary> {
      const { lines, features } = await linesOfSpdc(coverage, token, spdc, language);
      requireFeature(features, 'visionBenefitSummary', language);
      const line = lines.find((l) => isVisionLob(l.lob) && l.planName !== null);
      if (!line) throw new HttpError(404, benefitsMessages[language].noVisionCoverage);
      // The member's own next eligible dates (CLMT 1): the call names no patient. Last uses come from the processed claims.
      const [items, services] = await Promise.all([
        planDesigns.visionItemsOf(line), repository.findLastServices(line.lineId, 1, allVisionItemCodes),
      ]);
      const usage = visionUsageOf(services);
      return visionBenefitSummary(
        {
          planName: line.planName!, lob: line.lob, networkName: line.networkName ?? '',
          benefitYearStartMonth: line.yearStartMonth ?? 1, termDate: line.termDate, stateCode: line.stateCode,
        },
        items,
        usage,
        today(),
      );
    },
  };

  // What the §7 benefits documents print: the ID card of the selected line
  // (only when its ID-CARD-IND is 'Y' and the partner's memberIdCard is on),
  // the benefit summary of the SPDC's dental and vision lines, and one
  // patient's details.
  const documents = {
    /** One query: the line, its member, plan, covered people and the partner's flags. */
    async idCardDocument(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<IdCardInput> {
      const { lines, features } = await linesOfSpdc(coverage, token, spdc, language);
      requireFeature(features, 'idCard', language);
      // §2: the card is offered when some line of the policy has ID-CARD-IND 'Y'; dental first.
      const line = lines.find((l) => l.idCardInd === 'Y');
      if (!line) throw new HttpError(403, benefitsMessages[language].noIdCard);
      const card = idCardInputOf(token.partner, line);
      if (token.dependentClaimant === undefined) return card;
      // An adult dependent's own card names the policyholder (the subscriber) and, of the household, only them.
      return { ...card, coveredPeople: (await patientsOf(token, line)).map((patient) => patient.name) };
    },

    async benefitSummaryDocument(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<BenefitSummaryInput> {
      const { lines, features } = await linesOfSpdc(coverage, token, spdc, language);
      const dentalLine = lines.find((l) => isDentalLob(l.lob) && l.planName !== null);
      const visionLine = lines.find((l) => isVisionLob(l.lob) && l.planName !== null);
      const withDental = dentalLine && isFeatureOn(features, 'benefitSummary') ? dentalLine : undefined;
      const withVision = visionLine && isFeatureOn(features, 'visionBenefitSummary') ? visionLine : undefined;
      if (dentalLine && !withDental && !withVision) requireFeature(features, 'benefitSummary', language);
      if (visionLine && !withDental && !withVision) requireFeature(features, 'visionBenefitSummary', language);

      const dentalPlan = withDental ? await planDesigns.dentalPlanOf(withDental) : undefined;
      const dental = dentalPlan && withDental
        ? {
            ...dentalPlan,
            // The member's own (CLMT 1) plan year: the summary names no patient.
            current: accumulatorsByPlanYear(
              dentalPlan.plan, await repository.findPlanYearUsage(withDental.lineId, 1), currentPlanYearOf(withDental, today()).year,
            )[0],
          }
        : undefined;
      const vision = withVision ? { items: await planDesigns.visionItemsOf(withVision) } : undefined;
      // No benefits at all (e.g. a LASIK line): the builder answers §8 'Empty PDF - no data returned.'
      return benefitSummaryInputOf({ partner: token.partner, line: withDental ?? withVision ?? lines[0]!, dental, vision, language });
    },

    async patientDetailsDocument(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientDetailsInput> {
      const { line, patient, accumulators } = await benefits.patientOnLine(token, spdc, claimant, language);
      return patientDetailsInputOf({
        partner: token.partner,
        line,
        patient,
        current: accumulators[0],
        planYearStartMonth: line.yearStartMonth ?? 1,
        recentClaims: await repository.findRecentClaims(line.memberId, line, claimant, recentClaimsShown, token.dependentClaimant ?? null),
        language,
      });
    },
  };

  return { ...benefits, ...documents };
}
export type BenefitsService = ReturnType<typeof createBenefitsService>;

// §7 patientDetails, patientDetails/{claimant} and vision/benefitSummary:
// the patients of the selected line, one patient's benefit snapshot and
// accumulators, and the vision snapshot. Scoped by the token's member.
import type { FrequencyService, PatientDetailResponse, PatientDetailsResponse, VisionBenefitSummary } from '@portal/contract';
import { isDentalLob, isVisionLob } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accumulatorsByPlanYear, type PlanYearAccumulators } from './accumulators.ts';
import {
  allDentalClockCodes, allVisionItemCodes, dentalClocks, visionClocks, visionUsageOf, type FrequencyClock,
} from './frequency-clocks.ts';
import { currentPlanYearOf, linesOfSpdc, requireFeature } from './coverage-access.ts';
import type { MemberLanguage as BenefitsLanguage } from '../../lib/member-language.ts';
import { benefitsMessages } from './messages.ts';
import { isoDay, type IsoDate } from '../../lib/plan-year.ts';
import { toAccumulatorRow, toBenefitRow, toDataSection, toFrequencyRow, toPatientRow } from './patient-wire.ts';
import type { BenefitsRepository, CoverageLineOfMember, DentalClassRecord, PatientRecord, Spdc } from './repository.ts';
import { visionBenefitSummary } from './vision-summary.ts';

export interface BenefitsServiceDependencies {
  repository: BenefitsRepository;
  /** The calendar day plan years and eligibility are taken at. */
  today?: () => IsoDate;
}

/** One patient on a line: who, the plan's classes, and the accumulators by plan year. */
export interface PatientOnLine {
  line: CoverageLineOfMember;
  patient: PatientRecord;
  classes: DentalClassRecord[];
  accumulators: PlanYearAccumulators[];
}

export function createBenefitsService({ repository, today = () => isoDay(new Date()) }: BenefitsServiceDependencies) {
  /** §7 patientDetails is a dental screen: the SPDC's lines, dental first (its first line when it has none). */
  async function patientLinesOf(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage) {
    const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
    requireFeature(features, 'patientDetails', language);
    return lines;
  }

  async function patientOnLine(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientOnLine> {
    const lines = await patientLinesOf(token, spdc, language);
    return patientOnFirstLine(lines, claimant, language);
  }

  async function patientOnFirstLine(lines: readonly CoverageLineOfMember[], claimant: number, language: BenefitsLanguage): Promise<PatientOnLine> {
    const line = lines[0]!;
    const [patient] = await repository.findPatients(line.memberId, claimant);
    if (!patient) throw new HttpError(404, benefitsMessages[language].patientNotFound);
    const dental = await repository.findDentalPlan(line.lineId);
    if (!dental) return { line, patient, classes: [], accumulators: [] };
    const usage = await repository.findPlanYearUsage(line.lineId, claimant);
    const accumulators = accumulatorsByPlanYear(dental.plan, usage, currentPlanYearOf(line, today()).year);
    return { line, patient, classes: dental.classes, accumulators };
  }

  /** The patient's frequency clocks on each dental and vision line of the SPDC, from the processed claims. */
  async function frequencyClocksOf(lines: readonly CoverageLineOfMember[], claimant: number, classes: readonly DentalClassRecord[]) {
    const perLine = await Promise.all(lines.map(async (line): Promise<Array<[string, FrequencyClock<FrequencyService>]>> => {
      if (line.planName === null) return [];
      if (isDentalLob(line.lob)) {
        const services = await repository.findLastServices(line.lineId, claimant, allDentalClockCodes);
        const lineClasses = line === lines[0] ? classes : ((await repository.findDentalPlan(line.lineId))?.classes ?? []);
        return dentalClocks(services, lineClasses).map((clock) => [line.lob, clock]);
      }
      if (!isVisionLob(line.lob)) return [];
      const [services, items] = await Promise.all([
        repository.findLastServices(line.lineId, claimant, allVisionItemCodes), repository.findVisionItems(line.lineId),
      ]);
      return visionClocks(visionUsageOf(services), items, line.yearStartMonth ?? 1).map((clock) => [line.lob, clock]);
    }));
    return perLine.flat();
  }

  return {
    patientOnLine,

    async patientDetails(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<PatientDetailsResponse> {
      const line = (await patientLinesOf(token, spdc, language))[0]!;
      const patients = await repository.findPatients(line.memberId);
      return {
        'DATA-SECTION': toDataSection(line, currentPlanYearOf(line, today())),
        'PATIENT-TABLE': patients.map((patient) => toPatientRow(patient, line)),
      };
    },

    async patientDetail(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientDetailResponse> {
      const lines = await patientLinesOf(token, spdc, language);
      const { line, patient, classes, accumulators } = await patientOnFirstLine(lines, claimant, language);
      const clocks = await frequencyClocksOf(lines, claimant, classes);
      return {
        'DATA-SECTION': toDataSection(line, currentPlanYearOf(line, today())),
        PATIENT: toPatientRow(patient, line),
        'BENEFIT-TABLE': classes.map(toBenefitRow),
        'ACCUM-TABLE': accumulators.map(toAccumulatorRow),
        'FREQ-TABLE': clocks.map(([lob, clock]) => toFrequencyRow(lob, clock)),
      };
    },

    async visionBenefitSummary(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<VisionBenefitSummary> {
      const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
      requireFeature(features, 'visionBenefitSummary', language);
      const line = lines.find((l) => isVisionLob(l.lob) && l.planName !== null);
      if (!line) throw new HttpError(404, benefitsMessages[language].noVisionCoverage);
      // The member's own next eligible dates (CLMT 1): the call names no patient. Last uses come from the processed claims.
      const [items, services] = await Promise.all([
        repository.findVisionItems(line.lineId), repository.findLastServices(line.lineId, 1, allVisionItemCodes),
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
}
export type BenefitsService = ReturnType<typeof createBenefitsService>;

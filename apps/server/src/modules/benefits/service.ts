// §7 patientDetails, patientDetails/{claimant} and vision/benefitSummary:
// the patients of the selected line, one patient's benefit snapshot and
// accumulators, and the vision snapshot. Scoped by the token's member.
import type { PatientDetailResponse, PatientDetailsResponse, VisionBenefitSummary } from '@portal/contract';
import { isVisionLob } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../plugins/http-error.ts';
import { accumulatorsByPlanYear, type PlanYearAccumulators } from './accumulators.ts';
import { currentPlanYearOf, linesOfSpdc, requireFeature } from './coverage-access.ts';
import type { MemberLanguage as BenefitsLanguage } from '../shared/member-language.ts';
import { benefitsMessages } from './messages.ts';
import { isoDay, type IsoDate } from './plan-year.ts';
import { toAccumulatorRow, toBenefitRow, toDataSection, toPatientRow } from './patient-wire.ts';
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
  /** §7 patientDetails is a dental screen: the SPDC's dental line, or its first line when it has none. */
  async function patientLineOf(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage) {
    const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
    requireFeature(features, 'patientDetails', language);
    return lines[0]!;
  }

  async function patientOnLine(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientOnLine> {
    const line = await patientLineOf(token, spdc, language);
    const [patient] = await repository.findPatients(line.memberId, claimant);
    if (!patient) throw new HttpError(404, benefitsMessages[language].patientNotFound);
    const dental = await repository.findDentalPlan(line.lineId);
    if (!dental) return { line, patient, classes: [], accumulators: [] };
    const usage = await repository.findPlanYearUsage(line.lineId, claimant);
    const accumulators = accumulatorsByPlanYear(dental.plan, usage, currentPlanYearOf(line, today()).year);
    return { line, patient, classes: dental.classes, accumulators };
  }

  return {
    patientOnLine,

    async patientDetails(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<PatientDetailsResponse> {
      const line = await patientLineOf(token, spdc, language);
      const patients = await repository.findPatients(line.memberId);
      return {
        'DATA-SECTION': toDataSection(line, currentPlanYearOf(line, today())),
        'PATIENT-TABLE': patients.map((patient) => toPatientRow(patient, line)),
      };
    },

    async patientDetail(token: AccessTokenClaims, spdc: Spdc, claimant: number, language: BenefitsLanguage): Promise<PatientDetailResponse> {
      const { line, patient, classes, accumulators } = await patientOnLine(token, spdc, claimant, language);
      return {
        'DATA-SECTION': toDataSection(line, currentPlanYearOf(line, today())),
        PATIENT: toPatientRow(patient, line),
        'BENEFIT-TABLE': classes.map(toBenefitRow),
        'ACCUM-TABLE': accumulators.map(toAccumulatorRow),
      };
    },

    async visionBenefitSummary(token: AccessTokenClaims, spdc: Spdc, language: BenefitsLanguage): Promise<VisionBenefitSummary> {
      const { lines, features } = await linesOfSpdc(repository, token, spdc, language);
      requireFeature(features, 'visionBenefitSummary', language);
      const line = lines.find((l) => isVisionLob(l.lob) && l.planName !== null);
      if (!line) throw new HttpError(404, benefitsMessages[language].noVisionCoverage);
      // The member's own next eligible dates (CLMT 1): the call names no patient.
      const [items, usage] = await Promise.all([repository.findVisionItems(line.lineId), repository.findVisionUsage(line.lineId, 1)]);
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

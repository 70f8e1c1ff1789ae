// Domain → the §3 wire names of patientDetails (packages/contract
// patient-details.ts): names upper case as the member/claims system writes
// them, dates yyyymmdd, indicators 'Y'/'N'.
import type {
  AccumulatorRow, BenefitRow, FrequencyRow, FrequencyService, PatientDataSection, PatientDetailResponse, PatientDetailsResponse, PatientRow,
} from '@portal/contract';
import type { PlanYearAccumulators } from './accumulators.ts';
import type { FrequencyClock } from './frequency-clocks.ts';
import { wireFromIso, type PlanYear } from '../../lib/plan-year.ts';
import type { BenefitClass, CoverageLineOfMember, DentalClassRecord, PatientRecord } from './repository.ts';
import { memberFullName } from './member-name.ts';
import type { PatientSnapshot, PatientsOfLine } from './service.ts';

/** §1 benefit snapshot names of the classes of service. */
export const benefitTypeNames: Readonly<Record<BenefitClass, string>> = {
  preventive: 'Preventive',
  basic: 'Basic',
  major: 'Major',
  orthodontics: 'Orthodontics',
};

export function toDataSection(line: CoverageLineOfMember, planYear: PlanYear): PatientDataSection {
  return {
    'T-SUB': line.subsidiaryNumber,
    'T-POL': line.policyNumber,
    'T-DIV': line.divisionNumber,
    'T-CERT': line.certificateNumber,
    LOB: line.lob,
    'PLAN-SP-NAME': line.planSponsorName,
    'MEM-NAME': memberFullName(line).toUpperCase(),
    'MEM-ID': line.memberId,
    'MEM-EFF-DT': line.effectiveDate,
    'MEM-TERM-DT': line.termDate,
    'PLAN-YR-BEG-DT': wireFromIso(planYear.begin),
    'PLAN-YR-END-DT': wireFromIso(planYear.end),
  };
}

/**
 * §3 patient. A dependent born after the line started is covered from birth;
 * a patient without an end date of their own ends with the line.
 */
export function toPatientRow(patient: PatientRecord, line: CoverageLineOfMember): PatientRow {
  const born = wireFromIso(patient.dateOfBirth);
  return {
    CLMT: patient.claimantNumber,
    'PAT-NAME': patient.name.toUpperCase(),
    'PAT-DOB': born,
    'PAT-REL': patient.relationship,
    'CURR-COV-TYPE': patient.coverageType,
    'PAT-EFF-DT': line.effectiveDate === 0 ? 0 : Math.max(line.effectiveDate, born),
    'MEM-TERM-DT': patient.termDate || line.termDate,
  };
}

export function toBenefitRow(benefit: DentalClassRecord): BenefitRow {
  return {
    'BEN-TYPE': benefitTypeNames[benefit.benefitClass],
    'IN-NET-PCT': benefit.inNetworkPercent,
    'OUT-NET-PCT': benefit.outOfNetworkPercent,
    'DED-APPL-IND': benefit.deductibleApplies ? 'Y' : 'N',
    'COPAY-AMT': benefit.copay,
    'WAIT-MTHS': benefit.waitingMonths,
  };
}

export function toAccumulatorRow(year: PlanYearAccumulators): AccumulatorRow {
  return {
    'PLAN-YR': year.planYear,
    'ANN-MAX-AMT': year.annualMaximum,
    'ANN-MAX-USED-AMT': year.annualMaximumUsed,
    'ANN-MAX-REM-AMT': year.annualMaximumRemaining,
    'DED-AMT': year.deductible,
    'DED-MET-AMT': year.deductibleMet,
    'DED-REM-AMT': year.deductibleRemaining,
    'FAM-DED-AMT': year.familyDeductible,
    'FAM-DED-MET-AMT': year.familyDeductibleMet,
    'LIFE-MAX-AMT': year.lifetimeMaximum,
    'LIFE-MAX-REM-AMT': year.lifetimeMaximumRemaining,
    'ORTHO-LIFE-MAX-AMT': year.orthoLifetimeMaximum,
    'ORTHO-LIFE-USED-AMT': year.orthoLifetimeUsed,
    'ORTHO-LIFE-REM-AMT': year.orthoLifetimeRemaining,
    'REWARD-AMT': year.rewardAvailable,
  };
}

/** A frequency clock of a line; dates 0 when never used (covered now). */
export function toFrequencyRow(lob: string, clock: FrequencyClock<FrequencyService>): FrequencyRow {
  return {
    LOB: lob,
    SERVICE: clock.service,
    'LAST-SVC-DT': wireFromIso(clock.lastServiceDate),
    'NEXT-ELIG-DT': wireFromIso(clock.nextEligibleDate),
  };
}

export function toPatientDetailsResponse({ line, planYear, patients }: PatientsOfLine): PatientDetailsResponse {
  return {
    'DATA-SECTION': toDataSection(line, planYear),
    'PATIENT-TABLE': patients.map((patient) => toPatientRow(patient, line)),
  };
}

export function toPatientDetailResponse({ line, planYear, patient, classes, accumulators, clocks }: PatientSnapshot): PatientDetailResponse {
  return {
    'DATA-SECTION': toDataSection(line, planYear),
    PATIENT: toPatientRow(patient, line),
    'BENEFIT-TABLE': classes.map(toBenefitRow),
    'ACCUM-TABLE': accumulators.map(toAccumulatorRow),
    'FREQ-TABLE': clocks.map(([lob, clock]) => toFrequencyRow(lob, clock)),
  };
}

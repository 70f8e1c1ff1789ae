// Patients and their benefits (§3 Patient: PAT-NAME, PAT-DOB, CLMT,
// CURR-COV-TYPE, MEM-TERM-DT; §1 benefit snapshot): members/patientDetails
// and members/patientDetails/{claimant}. Money stays dollars.
import type {
  AccumulatorRow,
  BenefitRow,
  FrequencyRow,
  PatientDataSection,
  PatientDetailResponse,
  PatientDetailsResponse,
  PatientRow,
} from '@portal/contract';
import { formatSpdc, productTypeOfLob, type ProductType, type Spdc } from '@portal/core';
import { wireDateToIso } from './wire-values.ts';

/** The coverage line an answer is about (DATA-SECTION). */
export interface CoverageLine {
  key: string;
  spdc: Spdc;
  lineOfBusiness: string;
  planSponsorName: string;
  memberName: string;
  memberId: string;
  effectiveDate: string | null;
  terminationDate: string | null;
  planYearStart: string | null;
  planYearEnd: string | null;
}

export type PatientRelationship = 'self' | 'spouse' | 'child' | 'other';

export interface Patient {
  /** Claimant number (CLMT); '1' is the member. A string, as in a path. */
  claimant: string;
  name: string;
  dateOfBirth: string | null;
  relationship: PatientRelationship;
  /** e.g. 'DENTAL/VISION', as the member/claims system writes it. */
  coverageType: string;
  effectiveDate: string | null;
  terminationDate: string | null;
}

export interface PatientsData {
  coverageLine: CoverageLine;
  patients: Patient[];
}

export interface BenefitLevel {
  benefitType: string;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  deductibleApplies: boolean;
  copayAmount: number;
  waitingMonths: number;
}

/** One plan year's accumulators, in dollars. */
export interface PlanYearAccumulators {
  planYear: number;
  annualMaximum: number;
  annualMaximumUsed: number;
  annualMaximumRemaining: number;
  deductible: number;
  deductibleMet: number;
  deductibleRemaining: number;
  familyDeductible: number;
  familyDeductibleMet: number;
  lifetimeMaximum: number;
  lifetimeMaximumRemaining: number;
  orthoLifetimeMaximum: number;
  orthoLifetimeUsed: number;
  orthoLifetimeRemaining: number;
  rewards: number;
}

/**
 * The lifetime maximum used so far. The wire sends no used amount for it
 * (only LIFE-MAX-AMT and LIFE-MAX-REM-AMT), so it is what the maximum lost,
 * in whole cents and never below zero.
 */
export function lifetimeMaximumUsed(year: Pick<PlanYearAccumulators, 'lifetimeMaximum' | 'lifetimeMaximumRemaining'>): number {
  return Math.max(0, Math.round((year.lifetimeMaximum - year.lifetimeMaximumRemaining) * 100) / 100);
}

/** The services with a frequency clock: dental cleaning, exam, X-rays; vision exam, frames, lenses. */
export type FrequencyServiceName = 'cleaning' | 'exam' | 'xRays' | 'frames' | 'lenses';

/** When a patient last had a service and when it is next covered (frequency clocks, §2). */
export interface ServiceFrequency {
  service: FrequencyServiceName;
  /** The line the clock belongs to: a dental exam and a vision exam are different clocks. */
  lineOfBusiness: string;
  productType: ProductType | undefined;
  lastServiceDate: string | null;
  nextEligibleDate: string | null;
}

export interface PatientBenefits {
  coverageLine: CoverageLine;
  patient: Patient;
  benefits: BenefitLevel[];
  /** Current plan year first, as the wire sends them. */
  planYears: PlanYearAccumulators[];
  /** Last date / next covered date of cleaning, exam, X-rays (dental) or exam, frames, lenses (vision). */
  frequencies: ServiceFrequency[];
}

const relationships: Record<PatientRow['PAT-REL'], PatientRelationship> = {
  SELF: 'self',
  SPOUSE: 'spouse',
  CHILD: 'child',
  OTHER: 'other',
};

const frequencyServiceNames: Record<FrequencyRow['SERVICE'], FrequencyServiceName> = {
  CLEANING: 'cleaning',
  EXAM: 'exam',
  XRAYS: 'xRays',
  FRAMES: 'frames',
  LENSES: 'lenses',
};

/** PAT-REL of the member/claims wire (patients and claim headers). */
export function toPatientRelationship(wire: PatientRow['PAT-REL']): PatientRelationship {
  return relationships[wire] ?? 'other';
}

export function toCoverageLine(section: PatientDataSection): CoverageLine {
  const spdc: Spdc = {
    subsidiaryNumber: section['T-SUB'],
    policyNumber: section['T-POL'],
    divisionNumber: section['T-DIV'],
    certificateNumber: section['T-CERT'],
  };
  return {
    key: formatSpdc(spdc),
    spdc,
    lineOfBusiness: section.LOB,
    planSponsorName: section['PLAN-SP-NAME'],
    memberName: section['MEM-NAME'],
    memberId: section['MEM-ID'],
    effectiveDate: wireDateToIso(section['MEM-EFF-DT']),
    terminationDate: wireDateToIso(section['MEM-TERM-DT']),
    planYearStart: wireDateToIso(section['PLAN-YR-BEG-DT']),
    planYearEnd: wireDateToIso(section['PLAN-YR-END-DT']),
  };
}

export function toPatient(row: PatientRow): Patient {
  return {
    claimant: String(row.CLMT),
    name: row['PAT-NAME'],
    dateOfBirth: wireDateToIso(row['PAT-DOB']),
    relationship: toPatientRelationship(row['PAT-REL']),
    coverageType: row['CURR-COV-TYPE'],
    effectiveDate: wireDateToIso(row['PAT-EFF-DT']),
    terminationDate: wireDateToIso(row['MEM-TERM-DT']),
  };
}

export function toBenefitLevel(row: BenefitRow): BenefitLevel {
  return {
    benefitType: row['BEN-TYPE'],
    inNetworkPercent: row['IN-NET-PCT'],
    outOfNetworkPercent: row['OUT-NET-PCT'],
    deductibleApplies: row['DED-APPL-IND'] === 'Y',
    copayAmount: row['COPAY-AMT'],
    waitingMonths: row['WAIT-MTHS'],
  };
}

export function toPlanYearAccumulators(row: AccumulatorRow): PlanYearAccumulators {
  return {
    planYear: row['PLAN-YR'],
    annualMaximum: row['ANN-MAX-AMT'],
    annualMaximumUsed: row['ANN-MAX-USED-AMT'],
    annualMaximumRemaining: row['ANN-MAX-REM-AMT'],
    deductible: row['DED-AMT'],
    deductibleMet: row['DED-MET-AMT'],
    deductibleRemaining: row['DED-REM-AMT'],
    familyDeductible: row['FAM-DED-AMT'],
    familyDeductibleMet: row['FAM-DED-MET-AMT'],
    lifetimeMaximum: row['LIFE-MAX-AMT'],
    lifetimeMaximumRemaining: row['LIFE-MAX-REM-AMT'],
    orthoLifetimeMaximum: row['ORTHO-LIFE-MAX-AMT'],
    orthoLifetimeUsed: row['ORTHO-LIFE-USED-AMT'],
    orthoLifetimeRemaining: row['ORTHO-LIFE-REM-AMT'],
    rewards: row['REWARD-AMT'],
  };
}

/** 0 dates are null: never had the service / covered now. */
export function toServiceFrequency(row: FrequencyRow): ServiceFrequency {
  return {
    service: frequencyServiceNames[row.SERVICE],
    lineOfBusiness: row.LOB,
    productType: productTypeOfLob(row.LOB),
    lastServiceDate: wireDateToIso(row['LAST-SVC-DT']),
    nextEligibleDate: wireDateToIso(row['NEXT-ELIG-DT']),
  };
}

export function toPatientsData(wire: PatientDetailsResponse): PatientsData {
  return { coverageLine: toCoverageLine(wire['DATA-SECTION']), patients: wire['PATIENT-TABLE'].map(toPatient) };
}

export function toPatientBenefits(wire: PatientDetailResponse): PatientBenefits {
  return {
    coverageLine: toCoverageLine(wire['DATA-SECTION']),
    patient: toPatient(wire.PATIENT),
    benefits: wire['BENEFIT-TABLE'].map(toBenefitLevel),
    planYears: wire['ACCUM-TABLE'].map(toPlanYearAccumulators),
    frequencies: (wire['FREQ-TABLE'] ?? []).map(toServiceFrequency),
  };
}

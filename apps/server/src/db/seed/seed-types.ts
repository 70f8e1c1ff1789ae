// Rows the seed writes; the shapes follow migrations/001_initial.sql.
import type { Partner } from '@portal/core';

export interface SeedCoverageLine {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  lob: string;
  planSponsorName: string;
  /** yyyymmdd; 0 = terminated (§3). */
  effectiveDate: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
  groupPpoCode: string;
  eligibilityInd: '' | 'Y' | 'N';
  idCardInd: '' | 'Y' | 'N';
}

export interface SeedPatient {
  claimantNumber: number;
  name: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  coverageType: string;
  termDate: number;
}

export interface SeedMember {
  id: string;
  partner: Partner;
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  zipCode: string;
  stateCode: string;
  optInDisplayInd: '' | 'Y' | 'N';
  coverageLines: SeedCoverageLine[];
  patients: SeedPatient[];
}

export interface SeedAccount {
  id: string;
  partner: Partner;
  email: string;
  password: string;
  roles: Array<'member' | 'csr'>;
  memberId: string | null;
  displayName: string;
}

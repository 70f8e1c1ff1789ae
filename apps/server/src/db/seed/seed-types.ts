// Rows the seed writes; the shapes follow migrations/001_initial.sql.
import type { Partner } from '@portal/core';
import type { CoverageLineRecord } from '../coverage-line-record.ts';

/** The seed writes coverage lines in the shape the members API reads them. */
export type SeedCoverageLine = CoverageLineRecord;

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
  /** §3 member display: address and phone on file ('' when none). */
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** Ten digits or ''. */
  phone: string;
  optInDisplayInd: '' | 'Y' | 'N';
  coverageLines: SeedCoverageLine[];
  patients: SeedPatient[];
}

export interface SeedAccount {
  id: string;
  partner: Partner;
  email: string;
  password: string;
  roles: Array<'member' | 'csr' | 'admin' | 'producer'>;
  memberId: string | null;
  displayName: string;
  /** An adult dependent's account (migration 036): the policy's member and the dependent's claimant number. */
  dependentOf?: { memberId: string; claimantNumber: number };
}

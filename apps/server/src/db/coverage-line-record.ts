/** A coverage_lines row as the API reads it and the seed writes it (migrations/001_initial.sql). */
export interface CoverageLineRecord {
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

// Search answers in domain terms for the results table's tests and stories.
import type { CsrMemberMatch } from '@portal/api-client';
import type { CsrSearchResultsProps } from '../components/CsrSearchResults/CsrSearchResults.tsx';

export const mariaDental: CsrMemberMatch = {
  memberKey: '900000001',
  firstName: 'MARIA',
  lastName: "O'BRIEN-MCDONALD",
  dateOfBirth: '1984-07-09',
  spdc: { subsidiaryNumber: 10, policyNumber: 120000, divisionNumber: 1, certificateNumber: 9000001 },
  label: '10-120000-1-9000001',
  lineOfBusiness: 'DEN',
  planName: 'Acme Manufacturing',
  active: true,
  hasAccount: true,
};

/** Maria is covered for vision and LASIK too, under the same SPDC. */
export const mariaVision: CsrMemberMatch = { ...mariaDental, lineOfBusiness: 'VIS', planName: 'Acme Manufacturing Vision' };
export const mariaLasik: CsrMemberMatch = { ...mariaDental, lineOfBusiness: 'LSK', planName: 'Acme Manufacturing LASIK', active: false };

export const mateoDental: CsrMemberMatch = {
  ...mariaDental,
  memberKey: '900000002',
  firstName: 'MATEO',
  lastName: 'MARTÍNEZ',
  dateOfBirth: '2012-03-04',
  hasAccount: false,
};

export const graceTerminated: CsrMemberMatch = {
  memberKey: '900000003',
  firstName: 'grace',
  lastName: 'okafor',
  dateOfBirth: '1971-11-30',
  spdc: { subsidiaryNumber: 26, policyNumber: 555010, divisionNumber: 1, certificateNumber: 1200450 },
  label: '26-555010-1-1200450',
  lineOfBusiness: 'DEN',
  planName: 'Harbor Schools',
  active: false,
  hasAccount: false,
};

/**
 * The results table with three members for Maria's SPDC, nobody being opened:
 * five lines as the server answers them, active first, so Maria's terminated
 * LASIK line comes last.
 */
export const threeMembers: CsrSearchResultsProps = {
  matches: [mariaDental, mariaVision, mateoDental, graceTerminated, mariaLasik],
  searchInfo: { total: 5, limited: false },
  spdcLabel: '10-120000-1-9000001',
  isAdmin: false,
  openingMemberKey: null,
  onWorkOn: () => undefined,
};

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

/** The results table with three lines for Maria's SPDC, nobody being opened. */
export const threeMatches: CsrSearchResultsProps = {
  matches: [mariaDental, mateoDental, graceTerminated],
  searchInfo: { total: 3, limited: false },
  spdcLabel: '10-120000-1-9000001',
  isAdmin: false,
  openingMemberKey: null,
  onWorkOn: () => undefined,
};

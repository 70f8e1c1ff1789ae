// What the claims calls answer when they cannot: safe to show a member, and
// never saying whether someone else's claim or coverage exists.
export const claimsMessages = {
  notAMember: 'This account has no member data; a CSR must select a member first.',
  coverageNotFound: 'No coverage with this member key (SPDC) was found for this member.',
  claimsUnavailable: 'Claims are not available for this plan.',
  claimNotFound: 'No claim with this number was found for this coverage.',
  estimateNotFound: 'No pretreatment estimate with this number was found for this coverage.',
  patientNotFound: 'No patient with this number was found for this coverage.',
  notADentalLine: 'The tooth chart is for a dental coverage line.',
  /** §8 'no EOB available'. */
  noEob: 'No EOB is available for this claim.',
} as const;

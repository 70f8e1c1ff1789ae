// What a member reads when paperless delivery cannot be changed (§4: a plan
// may be ineligible; §5: paperless email at most 60 characters).
export const paperlessMessages = {
  unavailable: 'Paperless delivery is not available on this site.',
  dentalOnly: 'Paperless delivery is offered with dental coverage. Please choose your dental plan.',
  coverageEnded: 'This coverage has ended, so paperless delivery cannot be turned on for it.',
  planIneligible: 'This plan is not eligible for paperless delivery. Your documents will continue to arrive by mail.',
  emailRequired: 'Please enter the email address for paperless delivery.',
  emailOnFileTooLong: 'The email address on file is longer than 60 characters. Please enter a shorter address.',
  notEnrolled: 'You are not enrolled in paperless delivery. Please opt in to choose an email address.',
} as const;

// §5 validation messages and §8 generic errors, word for word in English
// (including the spec's own wording, e.g. 'do no match'). Spanish lives in
// the i18n namespaces, keyed by these names.
export const validationMessages = {
  invalidEmail: 'Enter a valid email address',
  invalidEmailSentence: 'Please enter a valid email address.',
  emailsDoNotMatch: 'The email addresses do no match',
  invalidPhone: 'Enter a valid 10-digit phone number',
  phonesMustMatch: 'Both phone numbers must match',
  phonesDoNotMatch: 'The phone numbers entered do not match. Please try again.',
  invalidVerificationCode: 'Enter a valid Verification Code',
  invalidCode: 'Please enter a valid code.',
  codeDoesNotMatch: "Your code doesn't match our records. Please try again.",
  dateOfBirthRequired: 'Please enter your date of birth.',
  invalidDate: 'Please choose a valid date.',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  invalidZip: 'Please enter a 5 digit zip code',
  invalidClaimNumber: 'Enter a valid claim number.',
  invalidSourceCode: 'Enter a valid source code.',
  invalidMemberId: 'Please enter a valid ID number.',
  invalidSubsidiaryNumberAlic: 'Please enter a valid subsidiary number for ALIC.',
  /** §5 per brand: ALIC's words here; rsl and standard override it in their brand locales (standard also in Spanish). */
  invalidSubsidiaryNumber: 'Please enter a valid subsidiary number for ALIC.',
  invalidPassword: 'Enter a valid password',
  invalidSsn: 'Enter a valid SSN',
  invalidTin: 'Enter a valid TIN',
  valueRequired: 'Please enter a value',
  providerNameRequired: "Please enter the provider's name",
} as const;

export type ValidationMessageKey = keyof typeof validationMessages;

// Fields shared by the registration calls (§3 registration state, §5 rules).
import { partners, patterns, verificationCodeLengths } from '@portal/core';
import Type from 'typebox';
import { accountErrorResponses, ErrorResponse } from '../../errors.ts';
import { stringEnum } from '../../wire.ts';
import { emailAddress } from '../contact-fields.ts';

/**
 * The server's handle on one registration: 128 random bits, base64url (22
 * characters). The server stores only its hash; it expires 30 minutes after
 * the last step.
 */
export const referenceId = (description = 'the registration, as step 1 answered it') =>
  Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: `${description} (22 characters, base64url)` });

/** §5 name characters: word characters (accented letters too), space, comma, period, apostrophe, hyphen. */
export const personName = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: patterns.name.source, description });

/** §7 step 1: the date of birth as a date with time at midnight UTC; §5 years 1900–2099. */
export const dateOfBirthWithTime = Type.String({
  pattern: '^(?:19|20)[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])T00:00:00\\.000Z$',
  description: 'date of birth, YYYY-MM-DDT00:00:00.000Z',
});

/** §5: the find-you ZIP is exactly 5 digits. */
export const fiveDigitZip = Type.String({ pattern: patterns.zip.source, description: 'ZIP code (5 digits)' });

/** The partner codes of §9. */
export const partnerCode = (description: string) => stringEnum(partners, `${description} (alic, rsl or standard)`);

const shortestCode = Math.min(...Object.values(verificationCodeLengths));
const longestCode = Math.max(...Object.values(verificationCodeLengths));

/** §5/§9: a one-time code, six digits by email and text, five by voice. */
export const oneTimeCode = (description = 'the one-time code received') =>
  Type.String({ pattern: `^[0-9]{${shortestCode},${longestCode}}$`, description: `${description} (5 or 6 digits)` });

/** §5: a member ID is 9 to 14 digits. */
export const memberIdNumber = Type.String({ pattern: patterns.memberId.source, description: 'member ID (9 to 14 digits)' });

/** §5: a Social Security number as ###-##-####. */
export const socialSecurityNumber = Type.String({ pattern: patterns.ssn.source, description: 'Social Security number (###-##-####)' });

/** A new sign-in email, §9 at most 60 characters. */
export const signInEmail = (description: string) => emailAddress(description);

/** A password as typed; the §5 policy is checked by the server (406 lists what it breaks). */
export const newPassword = (description: string) => Type.String({ minLength: 1, maxLength: 128, description });

export const successStatus = Type.Literal('SUCCESS', { description: 'SUCCESS when the call did its work' });

/** Where a code went, masked: 'm•••@example.com' or '•••-•••-1234'. */
export const sentTo = Type.String({ minLength: 1, maxLength: 80, description: 'where the code was sent, masked' });

/** Why a code was not accepted (§5 codes: 5 minutes, at most 5 wrong tries). */
export const codeRefusalReasons = ['incorrect', 'expired', 'tooManyTries', 'noCode'] as const;

/** The answer to a one-time code: data true when accepted; otherwise why not. */
export const CodeCheckResponse = Type.Object({
  status: successStatus,
  data: Type.Boolean({ description: 'true when the code was accepted' }),
  reason: Type.Optional(
    stringEnum(codeRefusalReasons, 'why the code was not accepted: wrong, older than 5 minutes, too many wrong tries, none sent'),
  ),
});
export type CodeCheckResponse = Type.Static<typeof CodeCheckResponse>;

/** The body of a registration step that only names the registration. */
export const ReferenceRequest = Type.Object({ referenceId: referenceId() }, { additionalProperties: false });
export type ReferenceRequest = Type.Static<typeof ReferenceRequest>;

/**
 * Errors of a registration step after step 1: malformed input (400), a
 * previous step not done (409), unknown or expired referenceId (410), too
 * many tries (429, with Retry-After).
 */
export const registrationStepErrorResponses = {
  400: ErrorResponse,
  409: accountErrorResponses[409],
  410: accountErrorResponses[410],
  429: accountErrorResponses[429],
} as const;

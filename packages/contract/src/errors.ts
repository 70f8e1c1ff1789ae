import Type from 'typebox';

/** Every non-OK answer of the API: a user-safe message, never a stack trace. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer({ description: 'HTTP status code' }),
  error: Type.String({ description: 'HTTP reason phrase' }),
  message: Type.String({ description: 'What went wrong, safe to show a user' }),
});
export type ErrorResponse = Type.Static<typeof ErrorResponse>;

export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  /** The idempotency key of an earlier request, sent again with a different request. */
  409: ErrorResponse,
  /** An upload over the size or count limit. */
  413: ErrorResponse,
  /** An upload of a file type the call does not accept (§5). */
  415: ErrorResponse,
} as const;

/**
 * The §5 password rules a refused password breaks (406): the character
 * classes of §5, at least 15 characters, no part of the user id or names,
 * not a common or breached password (NIST 800-63B-4), and the confirmation
 * matching when one is sent.
 */
export const passwordPolicyRules = [
  'minLength',
  'number',
  'uppercase',
  'lowercase',
  'special',
  'personalInfo',
  'blocklisted',
  'confirmation',
] as const;
export type PasswordPolicyRule = (typeof passwordPolicyRules)[number];

/** 406: a password the policy refuses, with every rule it breaks (§8: the screen lists the summaries). */
export const PasswordPolicyError = Type.Object({
  statusCode: Type.Literal(406, { description: 'HTTP status code' }),
  error: Type.String({ description: 'HTTP reason phrase' }),
  message: Type.String({ description: 'What went wrong, safe to show a user' }),
  errors: Type.Array(
    Type.Object({
      rule: Type.Enum(passwordPolicyRules, { type: 'string', description: 'the rule the password breaks' }),
      summary: Type.String({ description: "the rule in the caller's language" }),
    }),
    { minItems: 1, maxItems: passwordPolicyRules.length, description: 'every rule the password breaks' },
  ),
});
export type PasswordPolicyError = Type.Static<typeof PasswordPolicyError>;

/**
 * Answers of the registration and self-service calls beyond the member errors:
 * 406 a password the policy refuses; 409 a step taken out of order or an
 * email/member that already has an account; 410 an unknown or expired
 * registration; 429 too many tries (with a Retry-After header).
 */
/** Why an account call answered 409, so a screen can choose its text without guessing from the call. */
export const accountConflictReasons = [
  'previousStepFirst',
  'emailExists',
  'unknownPhone',
  'memberHasAccount',
  'memberOfAnotherAccount',
  'accountHasAnotherMember',
] as const;
export type AccountConflictReason = (typeof accountConflictReasons)[number];

/** A 409 of an account call: the ErrorResponse plus the reason. */
export const AccountConflictError = Type.Object({
  ...ErrorResponse.properties,
  reason: Type.Union(accountConflictReasons.map((reason) => Type.Literal(reason)), {
    description:
      'previousStepFirst: a step whose previous step is not done; emailExists: the email already has an account; ' +
      'unknownPhone: a code for another phone than step 4 named; memberHasAccount: the member already has an account; ' +
      'memberOfAnotherAccount / accountHasAnotherMember: connecting would join a member and an account already taken',
  }),
});
export type AccountConflictError = Type.Static<typeof AccountConflictError>;

export const accountErrorResponses = {
  406: PasswordPolicyError,
  /** A step whose previous step is not done, or an email or member that already has an account (see reason). */
  409: AccountConflictError,
  /** An unknown or expired registration (referenceId). */
  410: ErrorResponse,
  /** Too many tries or codes; the answer carries Retry-After (seconds). */
  429: ErrorResponse,
} as const;

/**
 * The errors of a member call: malformed input (400), no or expired token
 * (401), a coverage line or resource of another member (403/404).
 */
export const memberErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

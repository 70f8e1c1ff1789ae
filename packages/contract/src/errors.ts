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
 * The errors of a member call: malformed input (400), no or expired token
 * (401), a coverage line or resource of another member (403/404).
 */
export const memberErrorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

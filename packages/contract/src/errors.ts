import Type from 'typebox';

/** Every non-OK answer of the API: a user-safe message, never a stack trace. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String({ description: 'HTTP reason phrase' }),
  message: Type.String({ description: 'What went wrong, safe to show a user' }),
});
export type ErrorResponse = Type.Static<typeof ErrorResponse>;

export const errorResponses = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
} as const;

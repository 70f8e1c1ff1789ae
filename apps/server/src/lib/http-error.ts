// CONVENTIONS: a typed error with an HTTP status and a user-safe message.
import { STATUS_CODES } from 'node:http';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    /** Safe to show a user: never SQL, paths or stack traces. */
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);

/** The body of every non-OK API answer (contract ErrorResponse). */
export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

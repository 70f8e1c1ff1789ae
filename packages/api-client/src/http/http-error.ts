// §8: non-OK answers raise 'HTTP error! Status: {code}' carrying the status and
// the parsed body (null when unreadable); 401 gives 'Unauthorized access'.
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Seconds the server asks to wait before trying again (Retry-After, e.g. on a 429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(status === 401 ? 'Unauthorized access' : `HTTP error! Status: ${status}`);
  }

  /** The server's user-safe message, when its body carries one. */
  get serverMessage(): string | undefined {
    const body = this.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : undefined;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

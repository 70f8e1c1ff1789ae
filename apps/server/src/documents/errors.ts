// §8: a document with nothing in it is an error the member can read, never a
// blank file. The API's error handler answers it as 404 with this message
// (it carries statusCode like Fastify's own client errors).
import type { DocumentKind } from './types.ts';

/** §8, word for word. */
export const emptyDocumentMessage = 'Empty PDF - no data returned.';

export class EmptyDocumentError extends Error {
  override readonly name = 'EmptyDocumentError';
  readonly statusCode = 404;
  /** Safe to show a member: the §8 text. */
  readonly userMessage = emptyDocumentMessage;

  constructor(readonly kind: DocumentKind) {
    super(emptyDocumentMessage);
  }
}

export function isEmptyDocumentError(error: unknown): error is EmptyDocumentError {
  return error instanceof EmptyDocumentError;
}

/** Every worker is busy and the queue is full: try again shortly (503). */
export class DocumentQueueFullError extends Error {
  override readonly name = 'DocumentQueueFullError';
  readonly statusCode = 503;

  constructor() {
    super('Too many documents are being prepared right now. Please try again in a moment.');
  }
}

/**
 * A document failed to build for a reason other than missing data. The
 * message is generic (the API answers 500); the cause is kept for the log.
 */
export class DocumentRenderError extends Error {
  override readonly name = 'DocumentRenderError';

  constructor(
    readonly kind: DocumentKind,
    options?: { cause?: unknown },
  ) {
    super(`The ${kind} document could not be prepared.`, options);
  }
}

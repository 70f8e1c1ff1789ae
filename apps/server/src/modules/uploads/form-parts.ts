// The parts of a multipart/form-data request (§7 "multipart form"), streamed
// one at a time by @fastify/multipart within the limits of limits.ts, with its
// errors turned into answers a member can act on. Nothing is buffered here.
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import type { UploadLimits } from './limits.ts';
import type { UploadMessages } from './messages.ts';

export type UploadFormPart =
  | { readonly kind: 'field'; readonly name: string; readonly value: string; readonly truncated: boolean }
  | { readonly kind: 'file'; readonly field: string; readonly fileName: string | undefined; readonly content: AsyncIterable<Buffer> };

/** Busboy's limits: one byte more than a file may hold, so "too large" is seen, not silently cut. */
export function busboyLimits(limits: UploadLimits) {
  return {
    fileSize: limits.maxFileBytes + 1,
    files: limits.maxFiles,
    fields: limits.maxFields,
    fieldSize: limits.maxFieldBytes,
    parts: limits.maxFiles + limits.maxFields,
    headerPairs: 20,
  };
}

function formError(error: unknown, limits: UploadLimits, messages: UploadMessages): HttpError {
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, messages.tooManyFiles(limits));
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new HttpError(415, messages.notMultipart);
    default:
      // Too many fields or parts, a broken boundary or header, a body cut short.
      return new HttpError(400, messages.malformedForm);
  }
}

// A file's bytes as sent; if the form breaks off in the middle of it, reading
// fails with a 400 rather than an internal error. (Busboy's file streams do
// not emit 'close', so the async iterator — which notices — is the way in.)
async function* guarded(source: Readable, messages: UploadMessages): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) yield chunk as Buffer;
  } catch {
    throw new HttpError(400, messages.malformedForm);
  }
}

export async function* uploadFormParts(
  request: FastifyRequest,
  limits: UploadLimits,
  messages: UploadMessages,
): AsyncGenerator<UploadFormPart> {
  if (!request.isMultipart()) throw new HttpError(415, messages.notMultipart);
  const parts = request.parts({ limits: busboyLimits(limits) })[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Awaited<ReturnType<typeof parts.next>>['value']>;
    try {
      next = await parts.next();
    } catch (error) {
      throw formError(error, limits, messages);
    }
    if (next.done) return;
    const part = next.value;
    if (part.type === 'field') {
      yield { kind: 'field', name: part.fieldname, value: String(part.value), truncated: part.valueTruncated };
    } else {
      yield { kind: 'file', field: part.fieldname, fileName: part.filename, content: guarded(part.file, messages) };
    }
  }
}

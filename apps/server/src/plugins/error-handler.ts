// One error handler: validation → 400 with a clear message, typed errors →
// their status, "busy" errors (statusCode 503, e.g. the PDF queue is full) →
// 503 with Retry-After, the database out of reach (database-unavailable.ts)
// → 503 with Retry-After in en/es, anything else → a generic 500 (the details go to the
// log only). No answer ever carries a stack trace or SQL (CONVENTIONS, §8).
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DocumentQueueFullError } from '../documents/errors.ts';
import { MessageNotSentError } from '../messaging/deliver-messages.ts';
import { languageOf } from '../lib/member-language.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { errorBody, HttpError } from '../lib/http-error.ts';

const genericServerError = 'Something went wrong on our side. Please try again later.';
export const busyMessage = 'We are busy right now. Please try again in a moment.';
/** Seconds a client should wait before trying a busy call again. */
const retryAfterSeconds = 5;

/** No SMTP server or text provider is set up: the code or notice cannot go out now (the operators see why in the log). */
const messagingDownMessage = {
  en: "We can't send messages right now. Please try again later.",
  es: 'No podemos enviar mensajes en este momento. Inténtelo de nuevo más tarde.',
} as const;
/** Seconds to wait before asking for a code again when messages cannot be sent. */
const messagingRetryAfterSeconds = 300;

/** The database cannot be reached (restarting, failed over, connection lost): the request may simply be sent again. */
export const databaseUnavailableMessage = {
  en: 'The service is unavailable for a moment. Please try again shortly.',
  es: 'El servicio no está disponible por un momento. Inténtelo de nuevo en breve.',
} as const;
/** Seconds to wait before asking again while the database is out of reach. */
export const databaseRetryAfterSeconds = 5;

/** A 503's message is shown only when its error is known to carry a user-safe one. */
function busyMessageOf(error: Error): string {
  return error instanceof DocumentQueueFullError ? error.message : busyMessage;
}

function validationMessage(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const first = error.validation?.[0];
  if (!first) return `The ${where} is not valid.`;
  const field = first.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  // A property the schema forbids (additionalProperties: false) reads 'schema is false'.
  if (first.message === 'schema is false' && field) return `The ${where} field "${field}" is not valid: this field is not allowed.`;
  return `The ${where}${field ? ` field "${field}"` : ''} is not valid: ${first.message ?? 'unexpected value'}.`;
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.validation) {
        return reply.code(400).type('application/json').send(errorBody(400, validationMessage(error)));
      }
      if (error instanceof HttpError) {
        return reply.code(error.statusCode).type('application/json').send(errorBody(error.statusCode, error.message));
      }
      if (error instanceof MessageNotSentError) {
        request.log.error({ channel: error.channel }, 'message not sent: no transport configured');
        const message = messagingDownMessage[languageOf(request.headers['accept-language'])];
        return reply.code(503).header('retry-after', String(messagingRetryAfterSeconds)).type('application/json').send(errorBody(503, message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ code: (error as { code?: unknown }).code, reason: error.message }, 'request refused: database unavailable');
        const message = databaseUnavailableMessage[languageOf(request.headers['accept-language'])];
        return reply.code(503).header('retry-after', String(databaseRetryAfterSeconds)).type('application/json').send(errorBody(503, message));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, unsupported media type, body too large) carry safe messages.
        return reply.code(status).type('application/json').send(errorBody(status, error.message));
      }
      if (status === 503) {
        request.log.warn({ err: error }, 'request refused: busy');
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .type('application/json')
          .send(errorBody(503, busyMessageOf(error)));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).type('application/json').send(errorBody(500, genericServerError));
    });
  },
  { name: 'error-handler' },
);

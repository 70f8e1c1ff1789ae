// Sheds load instead of queueing it: when the event loop
// runs far behind (a backlog after the database came back, a burst beyond
// what the cores can do), a request is answered 503 with Retry-After at once
// rather than waiting in line until its client has given up. The liveness
// check still answers, so an orchestrator does not restart a copy for being busy.
// @fastify/under-pressure measures the event loop; the answer is ours (en/es).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf } from '../lib/member-language.ts';
import { errorBody } from '../lib/http-error.ts';

export const overloadedMessage = {
  en: 'We are very busy right now. Please try again in a few seconds.',
  es: 'Estamos muy ocupados en este momento. Inténtelo de nuevo en unos segundos.',
} as const;

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) over a sample above which requests are refused. */
  maxEventLoopDelayMs?: number;
  /** How often the delay is sampled (ms). */
  sampleIntervalMs?: number;
}

const retryAfterSeconds = 2;
const alwaysAnswered = new Set(['/health/live']);

function refuse(request: FastifyRequest, reply: FastifyReply) {
  if (alwaysAnswered.has(request.url)) return undefined;
  request.log.warn('request refused: event loop overloaded');
  reply.code(503).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store').type('application/json');
  return errorBody(503, overloadedMessage[languageOf(request.headers['accept-language'])]);
}

export const loadSheddingPlugin = fp(
  async (app: FastifyInstance, { maxEventLoopDelayMs = 1000, sampleIntervalMs = 500 }: LoadSheddingOptions) => {
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      sampleInterval: sampleIntervalMs,
      // A value the handler returns is sent as the answer (under-pressure's index.js);
      // its types say void, so the handler is cast.
      pressureHandler: refuse as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    });
  },
  { name: 'load-shedding' },
);

// How long a client may take: a slow or stalled client cannot
// hold a connection, and a request body is bounded unless its route says more
// (uploads set their own multipart limits, web vitals a smaller bodyLimit).
import type { FastifyInstance } from 'fastify';

/** Fastify server options. */
export const serverLimits = {
  /** A socket with no bytes either way for this long is closed. */
  connectionTimeout: 60_000,
  /** The whole request, body included, must arrive within this (a vision claim upload of several MB on a slow line fits). */
  requestTimeout: 120_000,
  /** An idle keep-alive connection stays open this long: longer than a load balancer's usual 60 s, so the balancer closes first. */
  keepAliveTimeout: 72_000,
  /** JSON and form bodies: 1 MiB. */
  bodyLimit: 1_048_576,
} as const;

/** The request line and headers must arrive within this (Node checks every 30 s by default, so the cut comes within 15-45 s). */
export const headersTimeoutMs = 15_000;

/** Node's header time limit, which Fastify has no option for. */
export function limitHeaderTime(app: FastifyInstance): void {
  app.server.headersTimeout = headersTimeoutMs;
}

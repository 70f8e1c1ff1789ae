// Security headers on every answer, including the ones oidc-provider writes
// itself (those copy `securityHeaders` onto the raw response).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Pages must never be framed (clickjacking); a route may set a fuller CSP. */
export const defaultContentSecurityPolicy = "frame-ancestors 'none'";

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(securityHeaders);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', defaultContentSecurityPolicy);
    });
  },
  { name: 'security-headers' },
);

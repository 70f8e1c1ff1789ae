// The partner an API call is for: the `subsidiary` path parameter holds the
// partner code (§7 /api/{subsidiary}/…, §9 partner codes); unknown → 404.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPartner, type Partner } from '@portal/core';
import { notFound } from '../lib/http-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner named by the path's subsidiary (API routes only). */
    partner?: Partner;
  }
}

export function partnerOfSubsidiary(subsidiary: string): Partner {
  const code = subsidiary.toLowerCase();
  if (!isPartner(code)) throw notFound(`Unknown subsidiary "${subsidiary}".`);
  return code;
}

/** Adds `request.partner` to every route of the scope with a `:subsidiary` parameter. */
export const partnerPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('partner', undefined);
    app.addHook('preHandler', async (request: FastifyRequest) => {
      const { subsidiary } = (request.params ?? {}) as { subsidiary?: string };
      if (subsidiary !== undefined) request.partner = partnerOfSubsidiary(subsidiary);
    });
  },
  { name: 'partner' },
);

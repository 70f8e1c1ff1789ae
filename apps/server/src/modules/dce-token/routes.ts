// GET /api/:subsidiary/members/token/dce?ppoCode= (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getDceToken } from '@portal/contract';
import type { DceTokenService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const dceTokenRoutes: FastifyPluginAsyncTypebox<{ service: DceTokenService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getDceToken),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.tokenFor(request.accessToken!, request.query.ppoCode);
    },
  });
};

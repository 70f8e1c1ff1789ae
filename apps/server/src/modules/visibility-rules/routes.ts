// GET /api/:subsidiary/members/visibilityRules (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getVisibilityRules } from '@portal/contract';
import type { VisibilityRulesService } from './service.ts';

export const visibilityRulesRoutes: FastifyPluginAsyncTypebox<{ service: VisibilityRulesService }> = async (app, { service }) => {
  app.route({
    method: getVisibilityRules.method,
    url: getVisibilityRules.path,
    schema: { params: getVisibilityRules.params, response: getVisibilityRules.response },
    preHandler: app.authenticate,
    handler: async (request) => service.rulesOf(request.accessToken!),
  });
};

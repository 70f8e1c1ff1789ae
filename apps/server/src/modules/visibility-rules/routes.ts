// GET /api/:subsidiary/members/visibilityRules (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getVisibilityRules } from '@portal/contract';
import type { VisibilityRulesService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const visibilityRulesRoutes: FastifyPluginAsyncTypebox<{ service: VisibilityRulesService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getVisibilityRules),
    handler: async (request) => service.rulesOf(request.accessToken!),
  });
};

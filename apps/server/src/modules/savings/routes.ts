// GET /api/:subsidiary/content/savings?lang=en|es (§7 savings content) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSavingsContent } from '@portal/contract';
import type { SavingsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const savingsRoutes: FastifyPluginAsyncTypebox<{ service: SavingsService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getSavingsContent),
    handler: async (request) => service.savingsContentOf(request.accessToken!, request.query.lang ?? 'en'),
  });
};

// GET /api/:subsidiary/features — public (§7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getFeatures } from '@portal/contract';
import type { FeaturesService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const featuresRoutes: FastifyPluginAsyncTypebox<{ service: FeaturesService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getFeatures),
    handler: async (request) => service.featuresOf(request.partner!),
  });
};

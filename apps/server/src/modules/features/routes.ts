// GET /api/:subsidiary/features — public (§7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getFeatures } from '@portal/contract';
import type { FeaturesService } from './service.ts';

export const featuresRoutes: FastifyPluginAsyncTypebox<{ service: FeaturesService }> = async (app, { service }) => {
  app.route({
    method: getFeatures.method,
    url: getFeatures.path,
    schema: { params: getFeatures.params, response: getFeatures.response },
    handler: async (request) => service.featuresOf(request.partner!),
  });
};

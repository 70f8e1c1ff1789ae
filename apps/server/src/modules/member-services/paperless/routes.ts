// POST /api/:subsidiary/members/edelivery (§7 paperless update) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateEdelivery } from '@portal/contract';
import type { PaperlessService } from './service.ts';

export const paperlessRoutes: FastifyPluginAsyncTypebox<{ service: PaperlessService }> = async (app, { service }) => {
  app.route({
    method: updateEdelivery.method,
    url: updateEdelivery.path,
    schema: { params: updateEdelivery.params, body: updateEdelivery.body, response: updateEdelivery.response },
    preHandler: app.authenticate,
    handler: async (request) => service.update(request.accessToken!, request.body),
  });
};

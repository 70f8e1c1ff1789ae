// POST /api/:subsidiary/members/dental/nominateProvider (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nominateProvider } from '@portal/contract';
import type { NominationsService } from './service.ts';

export const nominationsRoutes: FastifyPluginAsyncTypebox<{ service: NominationsService }> = async (app, { service }) => {
  app.route({
    method: nominateProvider.method,
    url: nominateProvider.path,
    schema: { params: nominateProvider.params, body: nominateProvider.body, response: nominateProvider.response },
    preHandler: app.authenticate,
    handler: async (request) => service.nominate(request.accessToken!, request.body),
  });
};

// GET /api/:subsidiary/chat/availability (§7 chat availability; the path is
// ours) — public, answers XML <chatAllowed allowed="true|false"/>.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { chatAvailabilityXml, getChatAvailability } from '@portal/contract';
import type { ChatService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const chatRoutes: FastifyPluginAsyncTypebox<{ service: ChatService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getChatAvailability),
    handler: async (request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(chatAvailabilityXml(await service.isChatAllowed(request.partner!))),
  });
};

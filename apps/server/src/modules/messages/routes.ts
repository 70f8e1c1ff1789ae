// GET /api/:subsidiary/members/messages and PUT …/messages/:messageId (§2
// /messages): the member's bearer token, or a CSR's with the member's useToken
// (§6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getMessages, markMessage } from '@portal/contract';
import { languageOf } from '../../lib/member-language.ts';
import type { MessagesService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const messagesRoutes: FastifyPluginAsyncTypebox<{ service: MessagesService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getMessages),
    handler: async (request) => service.messagesOf(request.accessToken!, languageOf(request.headers['accept-language'])),
  });

  app.route({
    ...callRoute(app, markMessage),
    handler: async (request) =>
      service.markMessage(request.accessToken!, request.params.messageId, request.body.read, languageOf(request.headers['accept-language'])),
  });
};

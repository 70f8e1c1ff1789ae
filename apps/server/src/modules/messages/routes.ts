// GET /api/:subsidiary/members/messages and PUT …/messages/:messageId (§2
// /messages): the member's bearer token, or a CSR's with the member's useToken
// (§6).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getMessages, markMessage } from '@portal/contract';
import { languageOf } from '../../lib/member-language.ts';
import type { MessagesService } from './service.ts';

export const messagesRoutes: FastifyPluginAsyncTypebox<{ service: MessagesService }> = async (app, { service }) => {
  app.route({
    method: getMessages.method,
    url: getMessages.path,
    schema: { params: getMessages.params, response: getMessages.response },
    preHandler: app.authenticate,
    handler: async (request) => service.messagesOf(request.accessToken!, languageOf(request.headers['accept-language'])),
  });

  app.route({
    method: markMessage.method,
    url: markMessage.path,
    schema: { params: markMessage.params, body: markMessage.body, response: markMessage.response },
    preHandler: app.authenticate,
    handler: async (request) =>
      service.markMessage(request.accessToken!, request.params.messageId, request.body.read, languageOf(request.headers['accept-language'])),
  });
};

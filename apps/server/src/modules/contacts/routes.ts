// GET /api/:subsidiary/members/contacts (§7 {sub}/members/contacts) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getContacts } from '@portal/contract';
import type { ContactsService } from './service.ts';

export const contactsRoutes: FastifyPluginAsyncTypebox<{ service: ContactsService }> = async (app, { service }) => {
  app.route({
    method: getContacts.method,
    url: getContacts.path,
    schema: { params: getContacts.params, response: getContacts.response },
    preHandler: app.authenticate,
    handler: async (request) => service.contactsOf(request.accessToken!),
  });
};

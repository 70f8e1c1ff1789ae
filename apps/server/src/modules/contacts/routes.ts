// GET /api/:subsidiary/members/contacts (§7 {sub}/members/contacts) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getContacts } from '@portal/contract';
import { toContactRecord } from './contacts-wire.ts';
import type { ContactsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const contactsRoutes: FastifyPluginAsyncTypebox<{ service: ContactsService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getContacts),
    handler: async (request) => (await service.contactsOf(request.accessToken!)).map(toContactRecord),
  });
};

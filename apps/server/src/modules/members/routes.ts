// GET /api/:subsidiary/members — bearer token of a member (§7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getMembers } from '@portal/contract';
import { toMembersResponse } from './members-wire.ts';
import type { MembersService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const membersRoutes: FastifyPluginAsyncTypebox<{ service: MembersService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getMembers),
    handler: async (request) => toMembersResponse(await service.memberDataOf(request.accessToken!)),
  });
};

// GET /api/:subsidiary/members/accessLog — bearer token of
// a member, or a CSR acting for them (useToken).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getAccessLog } from '@portal/contract';
import { languageOf } from '../../lib/member-language.ts';
import type { AccessLogService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const accessLogRoutes: FastifyPluginAsyncTypebox<{ service: AccessLogService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getAccessLog),
    handler: async (request) => service.accessLogOf(request.accessToken!, request.query, languageOf(request.headers['accept-language'])),
  });
};

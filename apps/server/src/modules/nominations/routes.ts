// POST /api/:subsidiary/members/dental/nominateProvider (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nominateProvider } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { NominationsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const nominationsRoutes: FastifyPluginAsyncTypebox<{ service: NominationsService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, nominateProvider),
    // The nomination and its audit event commit together.
    handler: async (request) => service.nominate(request.accessToken!, request.body, recordCallIn(audit, request)),
  });
};

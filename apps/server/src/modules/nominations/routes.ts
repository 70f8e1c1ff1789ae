// POST /api/:subsidiary/members/dental/nominateProvider (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { nominateProvider } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { NominationsService } from './service.ts';

export const nominationsRoutes: FastifyPluginAsyncTypebox<{ service: NominationsService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    method: nominateProvider.method,
    url: nominateProvider.path,
    schema: { params: nominateProvider.params, body: nominateProvider.body, response: nominateProvider.response },
    preHandler: app.authenticate,
    // The nomination and its audit event commit together.
    handler: async (request) => service.nominate(request.accessToken!, request.body, recordCallIn(audit, request)),
  });
};

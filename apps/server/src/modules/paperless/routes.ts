// POST /api/:subsidiary/members/edelivery (§7 paperless update) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateEdelivery } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { PaperlessService } from './service.ts';

export const paperlessRoutes: FastifyPluginAsyncTypebox<{ service: PaperlessService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    method: updateEdelivery.method,
    url: updateEdelivery.path,
    schema: { params: updateEdelivery.params, body: updateEdelivery.body, response: updateEdelivery.response },
    preHandler: app.authenticate,
    // The change and its audit event commit together.
    handler: async (request) => service.update(request.accessToken!, request.body, recordCallIn(audit, request)),
  });
};

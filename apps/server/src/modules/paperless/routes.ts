// POST /api/:subsidiary/members/edelivery (§7 paperless update) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateEdelivery } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { PaperlessService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const paperlessRoutes: FastifyPluginAsyncTypebox<{ service: PaperlessService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, updateEdelivery),
    // The change and its audit event commit together.
    handler: async (request) => service.update(request.accessToken!, request.body, recordCallIn(audit, request)),
  });
};

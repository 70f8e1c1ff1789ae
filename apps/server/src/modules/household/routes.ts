// GET and PUT /api/:subsidiary/members/claimSharing: an adult dependent's
// choice to share their claims with the policyholder (schemas from packages/contract).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getClaimSharing, setClaimSharing } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import { languageOf } from '../../lib/member-language.ts';
import { callRoute } from '../../plugins/call-route.ts';
import type { HouseholdService } from './service.ts';

export const householdRoutes: FastifyPluginAsyncTypebox<{ service: HouseholdService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, getClaimSharing),
    handler: async (request) => service.claimSharingOf(request.accessToken!, languageOf(request.headers['accept-language'])),
  });

  app.route({
    ...callRoute(app, setClaimSharing),
    // The change and its audit events commit together.
    handler: async (request) =>
      service.setClaimSharing(
        request.accessToken!, request.body.shared, languageOf(request.headers['accept-language']), recordCallIn(audit, request), request.ip,
      ),
  });
};

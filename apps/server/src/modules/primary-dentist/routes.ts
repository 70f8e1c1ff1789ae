// GET /api/:subsidiary/members/primaryDentist, POST and DELETE …/primaryDentist/change
// — the member's bearer token, or a CSR's acting for them (the audit names the CSR).
// A change and its audit event and notice commit together.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cancelPrimaryDentistChange, getPrimaryDentist, requestPrimaryDentistChange } from '@portal/contract';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import { languageOf } from '../../lib/member-language.ts';
import { callRoute } from '../../plugins/call-route.ts';
import type { PrimaryDentistService } from './service.ts';

export const primaryDentistRoutes: FastifyPluginAsyncTypebox<{ service: PrimaryDentistService; audit?: AuditTrail }> = async (app, { service, audit }) => {
  app.route({
    ...callRoute(app, getPrimaryDentist),
    handler: async (request) => service.primaryDentistOf(request.accessToken!, languageOf(request.headers['accept-language'])),
  });
  app.route({
    ...callRoute(app, requestPrimaryDentistChange),
    handler: async (request) =>
      service.requestChange(request.accessToken!, request.body.providerId, languageOf(request.headers['accept-language']), recordCallIn(audit, request)),
  });
  app.route({
    ...callRoute(app, cancelPrimaryDentistChange),
    handler: async (request) =>
      service.cancelChange(request.accessToken!, languageOf(request.headers['accept-language']), recordCallIn(audit, request)),
  });
};

// POST /api/:subsidiary/members/pretreatmentEstimate — bearer token of a
// member; optional Idempotency-Key.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotencyKeyHeader, submitPretreatmentEstimateRequest } from '@portal/contract';
import { languageOf } from '../../lib/member-language.ts';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import type { PretreatmentRequestService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const pretreatmentRequestRoutes: FastifyPluginAsyncTypebox<{ service: PretreatmentRequestService; audit?: AuditTrail }> = async (
  app,
  { service, audit },
) => {
  const call = submitPretreatmentEstimateRequest;
  app.route({
    ...callRoute(app, call),
    // A stored request and its audit event commit together.
    handler: async (request) =>
      service.submit(
        request.accessToken!, request.body, languageOf(request.headers['accept-language']), request.headers[idempotencyKeyHeader],
        recordCallIn(audit, request),
      ),
  });
};

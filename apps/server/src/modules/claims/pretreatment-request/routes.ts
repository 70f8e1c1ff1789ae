// POST /api/:subsidiary/members/pretreatmentEstimate — bearer token of a
// member; optional Idempotency-Key (issue 9).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { idempotencyKeyHeader, submitPretreatmentEstimateRequest } from '@portal/contract';
import { languageOf } from '../../shared/member-language.ts';
import type { PretreatmentRequestService } from './service.ts';

export const pretreatmentRequestRoutes: FastifyPluginAsyncTypebox<{ service: PretreatmentRequestService }> = async (app, { service }) => {
  const call = submitPretreatmentEstimateRequest;
  app.route({
    method: call.method,
    url: call.path,
    schema: { params: call.params, headers: call.headers, body: call.body, response: call.response },
    preHandler: app.authenticate,
    handler: async (request) =>
      service.submit(request.accessToken!, request.body, languageOf(request.headers['accept-language']), request.headers[idempotencyKeyHeader]),
  });
};

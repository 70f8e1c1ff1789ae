// GET /api/:subsidiary/dce/procedures and POST /api/:subsidiary/dce/estimate
// — authorised by the estimator token of §7
// members/token/dce (Authorization: Bearer <DCE token>), not the member's
// access token. Answers are the member's own: never cached.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { estimateDentalCost, getDceProcedures } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../../lib/member-language.ts';
import type { EstimatorTokenVerifier } from './estimator-token.ts';
import { dceEstimatorMessages } from './messages.ts';
import type { DceEstimatorService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface DceEstimatorRoutesOptions {
  service: DceEstimatorService;
  verifyEstimatorToken: EstimatorTokenVerifier;
}

export const dceEstimatorRoutes: FastifyPluginAsyncTypebox<DceEstimatorRoutesOptions> = async (app, { service, verifyEstimatorToken }) => {
  const messagesOf = (request: FastifyRequest) => dceEstimatorMessages[languageOf(request.headers['accept-language'])];
  const sessionOf = (request: FastifyRequest) => {
    if (!request.partner) throw new Error('The estimator needs the partner of the request');
    return verifyEstimatorToken(request.headers.authorization, request.partner, messagesOf(request));
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.route({
    ...callRoute(app, getDceProcedures),
    handler: async (request, reply) => {
      const session = await sessionOf(request);
      noStore(reply);
      return service.procedures(session, request.partner!, messagesOf(request));
    },
  });

  app.route({
    ...callRoute(app, estimateDentalCost),
    handler: async (request, reply) => {
      const session = await sessionOf(request);
      noStore(reply);
      return service.estimate(session, request.partner!, request.body, messagesOf(request));
    },
  });
};

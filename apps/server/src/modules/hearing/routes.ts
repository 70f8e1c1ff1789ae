// GET /api/:subsidiary/members/hearing?lang=en|es (§1 hearing tab) — bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getHearingBenefits } from '@portal/contract';
import type { HearingService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const hearingRoutes: FastifyPluginAsyncTypebox<{ service: HearingService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getHearingBenefits),
    handler: async (request) => service.hearingBenefitsOf(request.accessToken!, request.query.lang ?? 'en'),
  });
};

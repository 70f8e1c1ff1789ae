// GET /api/:subsidiary/providers and /providers/:providerId (find care): public
// calls, limited per client address like the other public calls. A member's
// bearer token, when sent and valid, puts their own networks first; one that
// no longer holds reads as signed out (the public directory).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getProvider, searchProviders } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callRoute } from '../../plugins/call-route.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { languageOf } from '../../lib/member-language.ts';
import type { ProvidersService } from './service.ts';

/** The signed-in member's id, or undefined signed out (or with a token that no longer holds, or a staff token). */
async function memberIdOf(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    await app.authenticate(request);
  } catch {
    return undefined;
  }
  const token = request.accessToken;
  return token?.roles.includes('member') ? token.memberId : undefined;
}

export const providersRoutes: FastifyPluginAsyncTypebox<{ service: ProvidersService; throttle: Throttle }> = async (app, { service, throttle }) => {
  const limit = throttle.guard('providerSearch');
  app.route({
    ...callRoute(app, searchProviders, { preHandler: limit }),
    handler: async (request) =>
      service.searchProviders(request.query, languageOf(request.headers['accept-language']), await memberIdOf(app, request)),
  });
  app.route({
    ...callRoute(app, getProvider, { preHandler: limit }),
    handler: async (request) =>
      service.providerOf(request.params.providerId, languageOf(request.headers['accept-language']), await memberIdOf(app, request)),
  });
};

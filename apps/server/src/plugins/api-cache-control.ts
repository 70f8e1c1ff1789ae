// `cache-control: no-store` on the API's answers that may hold member or
// account data: every answer to a call that carries a token,
// every error, and every answer that did not choose a cache policy itself.
// Public, non-personal answers (the OpenAPI document, features) keep theirs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const isApi = (url: string) => /^\/api(\/|\?|$)/.test(url);
const carriesCredentials = (request: FastifyRequest) =>
  request.accessToken !== undefined || request.headers.authorization !== undefined || request.headers.usetoken !== undefined;

export const apiCacheControlPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply) => {
      if (!isApi(request.url)) return;
      if (!reply.hasHeader('cache-control') || carriesCredentials(request) || reply.statusCode >= 400) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'api-cache-control', dependencies: ['auth'] },
);

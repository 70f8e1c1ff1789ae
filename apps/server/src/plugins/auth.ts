// Bearer authentication for the API (§7: Authorization: Bearer <access token>).
// Routes opt in with `preHandler: app.authenticate`; the partner comes from
// the path's subsidiary (resolved before, see modules/partner-of-request.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accessTokenMessages, type AccessTokenClaims, type AccessTokenVerifier } from './access-token-verifier.ts';
import { forbidden, unauthorized } from './http-error.ts';

// §7 sign-in scopes: the API answers tokens granted the GroupMemberBackend scope.
export const apiScope = 'GroupMemberBackend';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token of the caller (after `authenticate`). */
    accessToken?: AccessTokenClaims;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header) : null;
  if (!match) throw unauthorized(accessTokenMessages.missing);
  return match[1]!;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { verifyAccessToken }: { verifyAccessToken: AccessTokenVerifier }) => {
    app.decorateRequest('accessToken', undefined);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.partner) throw new Error('authenticate needs the partner of the request');
      const token = await verifyAccessToken(bearerToken(request), request.partner);
      if (!token.scopes.includes(apiScope)) throw forbidden(`The access token does not grant the ${apiScope} scope.`);
      request.accessToken = token;
    });
  },
  { name: 'auth' },
);

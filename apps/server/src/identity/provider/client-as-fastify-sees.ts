// The identity provider sees the client as the rest of the server does. Koa
// (inside oidc-provider) believes X-Forwarded-* from everyone or from no one
// (provider.proxy), while TRUST_PROXY may trust only a number of hops or the
// proxies' addresses; so Fastify, which applies TRUST_PROXY, decides the
// client's scheme, host and address, and the provider takes them: the Secure
// flag of its cookies, the URLs it builds, the address in its audit events.
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';

const seenByFastify = Symbol('the client as Fastify sees it');

interface ClientAsSeen {
  readonly protocol: string;
  readonly host: string;
  readonly ip: string;
}

type SeenRequest = IncomingMessage & { [seenByFastify]?: ClientAsSeen };

/** Called before the raw request goes to the provider (provider-routes.ts). */
export function passClientAsSeen(request: FastifyRequest): void {
  (request.raw as SeenRequest)[seenByFastify] = { protocol: request.protocol, host: request.host, ip: request.ip };
}

/** The provider's requests take the scheme, host and address Fastify saw; without them, Koa's own (no proxy trusted). */
export function seeClientAsFastifyDoes(provider: Provider): void {
  provider.use(async (ctx, next) => {
    const seen = (ctx.req as SeenRequest)[seenByFastify];
    if (seen) {
      Object.defineProperties(ctx.request, { protocol: { value: seen.protocol }, host: { value: seen.host } });
      ctx.request.ip = seen.ip;
    }
    await next();
  });
}

// TRUST_PROXY (config.ts) as Fastify's trustProxy option, which decides
// request.ip (what the throttles count by), request.protocol (HSTS) and
// request.host for the whole server, the identity provider included
// (identity/provider/client-as-fastify-sees.ts).
import type { TrustProxy } from '../config.ts';

export type FastifyTrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

export function fastifyTrustProxyOf(trust: TrustProxy): FastifyTrustProxy {
  // Fastify 5 takes a bare number as "trust nobody" (a count cannot check who
  // the nearest peer is), so a hop count is given as the function it documents:
  // the socket's peer and the next hops - 1 addresses of X-Forwarded-For are
  // proxies, and the address before them is the client.
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return typeof trust === 'boolean' ? trust : [...trust];
}

// Everything else under /oidc/:partner/ is answered by that partner's
// oidc-provider: the raw request goes to provider.callback() with the mount
// prefix stripped (oidc-provider's documented way of mounting), and the body
// is left unread for it. The provider is looked up per request: a new signing
// key replaces it (signing-keys/swappable-providers.ts). A browser's CORS
// preflight to a client endpoint from an origin no client may call from is
// refused here (client-cors.ts): oidc-provider would answer it.
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import { partnerOfSubsidiary } from '../../plugins/partner.ts';
import { passClientAsSeen } from './client-as-fastify-sees.ts';
import { preflightAllowed } from './client-cors.ts';

export interface ProviderRoutesOptions {
  providers: Readonly<Record<Partner, Provider>>;
  /** Per partner, the origins its clients may call the client endpoints from (client-cors.ts clientCorsOrigins). */
  corsOrigins: Readonly<Record<Partner, ReadonlySet<string>>>;
}

export const providerRoutes: FastifyPluginAsync<ProviderRoutesOptions> = async (app, { providers, corsOrigins }) => {
  // provider.callback() composes Koa's middleware: once per provider instance.
  const callbacks = new WeakMap<Provider, ReturnType<Provider['callback']>>();
  const callbackOf = (provider: Provider) => {
    let callback = callbacks.get(provider);
    if (!callback) callbacks.set(provider, (callback = provider.callback()));
    return callback;
  };

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    url: '/oidc/:partner/*',
    handler: async (request, reply) => {
      const partner = partnerOfSubsidiary((request.params as { partner: string }).partner);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const prefix = `/oidc/${partner}`;
      const origin = request.headers.origin;
      if (request.method === 'OPTIONS' && origin && !preflightAllowed(request.url.slice(prefix.length).split('?')[0]!, origin, corsOrigins[partner])) {
        return reply.code(403).header('cache-control', 'no-store').send({
          error: 'invalid_request', error_description: 'This origin may not call the identity provider from a browser.',
        });
      }
      // The security headers are already on reply.raw (plugins/security-headers.ts sets them before any handler).
      reply.hijack();
      passClientAsSeen(request);
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(prefix.length) || '/';
      await callbackOf(providers[partner])(raw, reply.raw);
    },
  });
};

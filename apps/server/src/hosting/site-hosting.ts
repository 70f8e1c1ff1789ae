// Serves the three built sites by Host header (issue 2 §3 hosting, §9 partner
// from host name): static files, /locales/{lng}/{ns}.json, and the SPA's
// index.html for any other GET path. /api and /oidc never fall back.
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { partnerFromHost, type Partner } from '@portal/core';
import { errorBody } from '../plugins/http-error.ts';
import { cacheControlOf, fileInSite, isFile, isNeverSpaRoute, siteRootOf } from './site-files.ts';

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

function sendFile(reply: FastifyReply, root: string, file: string, urlPath: string) {
  reply.header('cache-control', cacheControlOf(urlPath));
  return reply.sendFile(file.slice(root.length + 1), root, { cacheControl: false, dotfiles: 'deny' });
}

export const siteHosting: FastifyPluginAsync<{ sitesDir: string }> = async (app, { sitesDir }) => {
  await app.register(fastifyStatic, { root: sitesDir, serve: false, decorateReply: true });

  async function serveSite(request: FastifyRequest, reply: FastifyReply) {
    const urlPath = decodedPath(request.url);
    if (urlPath === undefined) {
      return reply.code(400).type('application/json').send(errorBody(400, 'The address is not valid.'));
    }
    if (/^\/(api|oidc)(\/|$)/.test(urlPath)) {
      return reply.code(404).type('application/json').send(errorBody(404, 'The requested resource was not found.'));
    }
    const partner = partnerFromHost(request.host);
    if (partner === 'noPartner') {
      return reply.code(404).type('text/plain; charset=utf-8').send('No portal site answers at this host name.\n');
    }
    const root = siteRootOf(sitesDir, partner);
    const index = `${root}/index.html`;
    if (!(await isFile(index))) return siteNotBuilt(reply, partner);

    const file = fileInSite(root, urlPath);
    if (file && (await isFile(file))) return sendFile(reply, root, file, urlPath);
    if (isNeverSpaRoute(urlPath)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    }
    // SPA fallback: the site's router handles the path (§2 routes, /404 included).
    return sendFile(reply, root, index, '/index.html');
  }

  app.get('/*', serveSite);
};

function siteNotBuilt(reply: FastifyReply, partner: Partner) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .type('text/plain; charset=utf-8')
    .send(`The ${partner} site is not built: run "npm start" (or "pnpm --filter @portal/${partner} build") and reload.\n`);
}

// Serves the three built sites by Host header (§9: partner from host name):
// static files precompressed by negotiation, /locales/{lng}/{ns}.json, the
// prerendered public pages by language, and the SPA's index.html for any other
// GET path. /api and /oidc never fall back. Every HTML answer gets a fresh CSP
// nonce (send-html.ts).
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { partnerFromHost, type Partner } from '@portal/core';
import { errorBody } from '../lib/http-error.ts';
import { parseHtmlTemplate } from './html-template.ts';
import { answerFrameFileOf, manifestFileOf, pageLanguage, parsePrerenderedManifest, prerenderedFileOf, prerenderedFolder } from './prerendered-pages.ts';
import { createReloadingFileCache } from './reloading-file-cache.ts';
import { sendHtml } from './send-html.ts';
import { fileInSite, isFile, isInFolder, isNeverSpaRoute, siteRootOf } from './site-files.ts';
import { sendStaticFile } from './static-files.ts';

function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
}

const notFoundText = (reply: FastifyReply) => reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');

export const siteHosting: FastifyPluginAsync<{ sitesDir: string }> = async (app, { sitesDir }) => {
  await app.register(fastifyStatic, { root: sitesDir, serve: false, decorateReply: true, preCompressed: true });
  const templates = createReloadingFileCache(parseHtmlTemplate);
  const manifests = createReloadingFileCache(parsePrerenderedManifest);

  /** The prerendered page of this path in the request's language, if the build has one. */
  async function prerenderedPage(request: FastifyRequest, root: string, urlPath: string) {
    const manifest = await manifests.load(manifestFileOf(root));
    if (!manifest) return undefined;
    const language = pageLanguage(manifest.languages, (request.query as Record<string, unknown>).lng, request.headers['accept-language']);
    const file = answerFrameFileOf(root, manifest, urlPath, request.query, language) ?? prerenderedFileOf(root, manifest, urlPath, language);
    return file ? templates.load(file) : undefined;
  }

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
    const index = await templates.load(`${root}/index.html`);
    if (!index) return siteNotBuilt(reply, partner);

    const file = fileInSite(root, urlPath);
    if (file && isInFolder(root, prerenderedFolder, file)) return notFoundText(reply);
    if (file && (await isFile(file))) {
      if (!file.endsWith('.html')) return sendStaticFile(reply, root, file, urlPath);
      const page = await templates.load(file);
      if (page) return sendHtml(request, reply, page);
    }
    if (isNeverSpaRoute(urlPath)) return notFoundText(reply);

    const prerendered = await prerenderedPage(request, root, urlPath);
    if (prerendered) {
      reply.header('vary', 'accept-language');
      return sendHtml(request, reply, prerendered);
    }
    // SPA fallback: the site's router handles the path (§2 routes, /404 included).
    return sendHtml(request, reply, index);
  }

  // Not @fastify/compress: HTML is compressed by send-html.ts, the other files have their precompressed copies.
  app.get('/*', { compress: false }, serveSite);
};

function siteNotBuilt(reply: FastifyReply, partner: Partner) {
  return reply
    .code(503)
    .header('retry-after', '30')
    .type('text/plain; charset=utf-8')
    .send(`The ${partner} site is not built: run "npm start" (or "pnpm --filter @portal/${partner} build") and reload.\n`);
}

// The site's files other than HTML: the precompressed copy the client accepts
// (`<file>.br` or `<file>.gz`, written at build, see tooling/vite/precompress.js),
// chosen by @fastify/static's preCompressed (br before gzip at equal q), with
// its content-type, content-length and a weak ETag (304 on If-None-Match).
import type { FastifyReply } from 'fastify';
import { cacheControlOf } from './site-files.ts';

export function sendStaticFile(reply: FastifyReply, root: string, file: string, urlPath: string) {
  reply.header('cache-control', cacheControlOf(urlPath));
  // @fastify/static does not say so itself: the answer depends on Accept-Encoding.
  reply.header('vary', 'accept-encoding');
  return reply.sendFile(file.slice(root.length + 1), root, { cacheControl: false, dotfiles: 'deny' });
}

// An HTML answer of a site: the template with a fresh CSP nonce, compressed
// when the client accepts it, never cached without revalidation; 304 for a
// cached copy of the same template (see html-nonce.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteContentSecurityPolicy } from '../plugins/content-security-policy.ts';
import { compressHtml, htmlEncodingFor } from './compress-html.ts';
import type { HtmlTemplate } from './html-template.ts';
import { htmlEtag, newNonce, revalidatedNonce } from './html-nonce.ts';

function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  reply.header('vary', current ? `${String(current)}, ${header}` : header);
}

export function sendHtml(request: FastifyRequest, reply: FastifyReply, template: HtmlTemplate) {
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'accept-encoding');
  const cachedNonce = revalidatedNonce(request.headers['if-none-match'], template.hash);
  if (cachedNonce !== undefined) {
    return reply
      .code(304)
      .header('etag', htmlEtag(template.hash, cachedNonce))
      .header('content-security-policy', siteContentSecurityPolicy(cachedNonce))
      .send();
  }
  const nonce = newNonce();
  const { body, encoding } = compressHtml(template.render(nonce), htmlEncodingFor(request.headers['accept-encoding']));
  if (encoding) reply.header('content-encoding', encoding);
  return reply
    .header('etag', htmlEtag(template.hash, nonce))
    .header('content-security-policy', siteContentSecurityPolicy(nonce))
    .type('text/html; charset=utf-8')
    .send(body);
}

// Every identity page is answered the same way: never cached (it may carry a
// one-use interaction or a form's error), with its own Content-Security-Policy
// (the page's script and style hashes) and as HTML.
import type { FastifyReply } from 'fastify';
import type { Page } from './html.ts';

export function sendPage(reply: FastifyReply, page: Page, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

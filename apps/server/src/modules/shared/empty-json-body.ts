// §7: the sites send `Content-Type: application/json` on every call, also on
// POSTs without a body (a PDF by path alone). Fastify refuses an empty JSON
// body; the routes registered in this scope read an empty body as none.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

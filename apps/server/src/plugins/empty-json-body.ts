// §7: every call names a JSON content type, also the calls that send no body
// (an authenticator set-up, passkey options, a PDF without parameters). The
// browser's client does so; Fastify's own parser would refuse such a request
// with a technical 400 ('Body cannot be empty …'). An empty body here means
// "no body": a call whose contract wants one still gets the schema's 400.
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

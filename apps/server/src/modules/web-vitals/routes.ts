// Web Vitals: the sites' anonymous beacon (throttled per
// client address, a small body, refusals in en/es) and the admin's p75 table.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getWebVitals, reportWebVitals, webVitalsMaxDays, type WebVitalsResponse } from '@portal/contract';
import { errorBody, HttpError } from '../../lib/http-error.ts';
import { callRoute } from '../../plugins/call-route.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { languageOf } from '../../lib/member-language.ts';
import { webVitalsMessages } from './messages.ts';
import { reportProblem } from './report-check.ts';
import type { WebVitalsRepository } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** Ten samples are a few hundred bytes; anything much larger is not a report. */
export const webVitalsBodyLimit = 4 * 1024;

export const webVitalsRoutes: FastifyPluginAsyncTypebox<{ repository: WebVitalsRepository; throttle: Throttle; now?: () => Date }> = async (
  app,
  { repository, throttle, now = () => new Date() },
) => {
  app.route({
    // By hand rather than callRoute: no response schema, so the 204 is sent without a body to serialize.
    method: reportWebVitals.method,
    url: reportWebVitals.path,
    bodyLimit: webVitalsBodyLimit,
    // The schema's refusal is worded here, in the caller's language, rather than as Ajv's English.
    attachValidation: true,
    schema: { params: reportWebVitals.params, body: reportWebVitals.body },
    preHandler: throttle.guard('webVitals'),
    // A body too large or not JSON is refused before the handler: worded here in en/es too; the rest goes to the app's handler.
    errorHandler: (error, request, reply) => {
      const texts = webVitalsMessages[languageOf(request.headers['accept-language'])];
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).type('application/json').send(errorBody(413, texts.tooLarge));
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.code(400).type('application/json').send(errorBody(400, texts.badReport));
      }
      return app.errorHandler(error, request, reply);
    },
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      if (request.validationError) throw new HttpError(400, webVitalsMessages[language].badReport);
      const problem = reportProblem(request.body.metrics, language);
      if (problem) throw new HttpError(400, problem);
      await repository.store(request.partner!, request.body.metrics);
      return reply.code(204).send();
    },
  });

  app.route({
    ...callRoute(app, getWebVitals),
    attachValidation: true,
    handler: async (request, reply): Promise<WebVitalsResponse> => {
      if (request.validationError) throw new HttpError(400, webVitalsMessages[languageOf(request.headers['accept-language'])].badQuery);
      const days = Math.min(request.query.days ?? 7, webVitalsMaxDays);
      const site = request.query.site ?? request.partner!;
      const to = now();
      const from = new Date(to.getTime() - days * dayMs);
      reply.header('cache-control', 'no-store');
      return { status: 'SUCCESS', site, days, from: from.toISOString(), to: to.toISOString(), rows: await repository.p75Since(site, from) };
    },
  });
};

// POST /api/:subsidiary/members/reportCard/pdf (§7) — bearer token of a member.
// `X-Document-Fallback: true` tells the site it got the static card of §4.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getReportCardPdf } from '@portal/contract';
import { languageOf as documentLanguageOf } from '../../lib/member-language.ts';
import { acceptEmptyJsonBody } from '../shared/empty-json-body.ts';
import { sendPdf } from '../shared/document-reply.ts';
import type { ReportCardService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const reportCardRoutes: FastifyPluginAsyncTypebox<{ service: ReportCardService }> = async (app, { service }) => {
  acceptEmptyJsonBody(app);
  app.route({
    ...callRoute(app, getReportCardPdf),
    handler: async (request, reply) => {
      const document = await service.reportCardPdf(request.accessToken!, documentLanguageOf(request.headers['accept-language']));
      if (document.fallback) reply.header('x-document-fallback', 'true');
      return sendPdf(reply, document);
    },
  });
};

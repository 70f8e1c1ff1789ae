// POST /api/:subsidiary/members/documents (§3 Documents; ours, §7 lists no call),
// POST …/members/planDocuments/pdf/:docId and POST …/members/enrollmentApp/pdf (§7) — bearer token of a member.
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { getEnrollmentAppPdf, getMemberDocuments, getPlanDocumentPdf } from '@portal/contract';
import { acceptEmptyJsonBody } from '../shared/empty-json-body.ts';
import { languageOf as documentLanguageOf } from '../../lib/member-language.ts';
import { sendPdf } from '../shared/document-reply.ts';
import type { PlanDocumentsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const planDocumentsRoutes: FastifyPluginAsyncTypebox<{ service: PlanDocumentsService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getMemberDocuments),
    handler: async (request) => service.documentsOf(request.accessToken!, request.body),
  });

  await app.register(async (byPath) => {
    acceptEmptyJsonBody(byPath);
    byPath.withTypeProvider<TypeBoxTypeProvider>().route({
      ...callRoute(app, getPlanDocumentPdf),
      handler: async (request, reply) => sendPdf(reply, await service.planDocumentPdf(request.accessToken!, request.params.docId)),
    });
  });

  app.route({
    ...callRoute(app, getEnrollmentAppPdf),
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await service.enrollmentAppPdf(request.accessToken!, request.body.docId, documentLanguageOf(request.headers['accept-language'])),
      ),
  });
};

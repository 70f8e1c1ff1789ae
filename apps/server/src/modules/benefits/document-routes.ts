// POST members/idcard/:deviceType, members/benefitSummary/pdf and
// members/patientDetails/pdf/:claimant (§7): each answers a PDF built off the
// event loop, named with the date as MM-DD-YYYY (§9), in the member's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { getBenefitSummaryPdf, getIdCardPdf, getPatientDetailsPdf } from '@portal/contract';
import type { RenderDocument, RenderedDocument } from '../../documents/index.ts';
import type { BenefitDocumentsService } from './document-service.ts';
import { languageOf } from './language.ts';

export interface BenefitDocumentRoutesOptions {
  documents: BenefitDocumentsService;
  renderDocument: RenderDocument;
}

/** Stops building the PDF when the client goes away before the answer. */
function abandonedSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

function sendPdf(reply: FastifyReply, { fileName, bytes }: RenderedDocument) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

export const benefitDocumentRoutes: FastifyPluginAsyncTypebox<BenefitDocumentRoutesOptions> = async (app, { documents, renderDocument }) => {
  app.route({
    method: getIdCardPdf.method,
    url: getIdCardPdf.path,
    schema: { params: getIdCardPdf.params, body: getIdCardPdf.body },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await documents.idCard(request.accessToken!, request.body, language);
      const options = { deviceType: request.params.deviceType, language };
      return sendPdf(reply, await renderDocument('idCard', input, options, { signal: abandonedSignal(reply) }));
    },
  });

  app.route({
    method: getBenefitSummaryPdf.method,
    url: getBenefitSummaryPdf.path,
    schema: { params: getBenefitSummaryPdf.params, body: getBenefitSummaryPdf.body },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await documents.benefitSummary(request.accessToken!, request.body, language);
      return sendPdf(reply, await renderDocument('benefitSummary', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });

  app.route({
    method: getPatientDetailsPdf.method,
    url: getPatientDetailsPdf.path,
    schema: { params: getPatientDetailsPdf.params, body: getPatientDetailsPdf.body },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await documents.patientDetails(request.accessToken!, request.body, request.params.claimant, language);
      return sendPdf(reply, await renderDocument('patientDetails', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });
};

// POST members/idcard/:deviceType, members/benefitSummary/pdf and
// members/patientDetails/pdf/:claimant (§7): each answers a PDF built off the
// event loop, named with the date as MM-DD-YYYY (§9), in the member's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getBenefitSummaryPdf, getIdCardPdf, getPatientDetailsPdf } from '@portal/contract';
import type { RenderDocument } from '../../documents/index.ts';
import type { BenefitDocumentsService } from './document-service.ts';
import { abandonedSignal, sendPdf } from '../shared/document-reply.ts';
import { languageOf } from '../../lib/member-language.ts';

export interface BenefitDocumentRoutesOptions {
  documents: BenefitDocumentsService;
  renderDocument: RenderDocument;
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

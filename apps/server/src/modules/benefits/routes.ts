// POST members/patientDetails, members/patientDetails/:claimant and
// members/vision/benefitSummary (§7): spdc body, bearer token of a member.
// POST members/idcard/:deviceType, members/benefitSummary/pdf and
// members/patientDetails/pdf/:claimant (§7): each answers a PDF built off the
// event loop, named with the date as MM-DD-YYYY (§9), in the member's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  getBenefitSummaryPdf, getIdCardPdf, getPatientDetail, getPatientDetails, getPatientDetailsPdf, getVisionBenefitSummary,
} from '@portal/contract';
import type { RenderDocument } from '../../documents/index.ts';
import { languageOf } from '../../lib/member-language.ts';
import { abandonedSignal, sendPdf } from '../shared/document-reply.ts';
import type { BenefitsService } from './service.ts';

export interface BenefitsRoutesOptions {
  service: BenefitsService;
  renderDocument: RenderDocument;
}

export const benefitsRoutes: FastifyPluginAsyncTypebox<BenefitsRoutesOptions> = async (app, { service, renderDocument }) => {
  app.route({
    method: getPatientDetails.method,
    url: getPatientDetails.path,
    schema: { params: getPatientDetails.params, body: getPatientDetails.body, response: getPatientDetails.response },
    preHandler: app.authenticate,
    handler: async (request) =>
      service.patientDetails(request.accessToken!, request.body, languageOf(request.headers['accept-language'])),
  });

  app.route({
    method: getPatientDetail.method,
    url: getPatientDetail.path,
    schema: { params: getPatientDetail.params, body: getPatientDetail.body, response: getPatientDetail.response },
    preHandler: app.authenticate,
    handler: async (request) =>
      service.patientDetail(request.accessToken!, request.body, request.params.claimant, languageOf(request.headers['accept-language'])),
  });

  app.route({
    method: getVisionBenefitSummary.method,
    url: getVisionBenefitSummary.path,
    schema: { params: getVisionBenefitSummary.params, body: getVisionBenefitSummary.body, response: getVisionBenefitSummary.response },
    preHandler: app.authenticate,
    handler: async (request) =>
      service.visionBenefitSummary(request.accessToken!, request.body, languageOf(request.headers['accept-language'])),
  });

  app.route({
    method: getIdCardPdf.method,
    url: getIdCardPdf.path,
    schema: { params: getIdCardPdf.params, body: getIdCardPdf.body },
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await service.idCardDocument(request.accessToken!, request.body, language);
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
      const input = await service.benefitSummaryDocument(request.accessToken!, request.body, language);
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
      const input = await service.patientDetailsDocument(request.accessToken!, request.body, request.params.claimant, language);
      return sendPdf(reply, await renderDocument('patientDetails', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });
};

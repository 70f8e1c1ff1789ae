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
import { toPatientDetailResponse, toPatientDetailsResponse } from './patient-wire.ts';
import type { BenefitsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface BenefitsRoutesOptions {
  service: BenefitsService;
  renderDocument: RenderDocument;
}

export const benefitsRoutes: FastifyPluginAsyncTypebox<BenefitsRoutesOptions> = async (app, { service, renderDocument }) => {
  app.route({
    ...callRoute(app, getPatientDetails),
    handler: async (request) =>
      toPatientDetailsResponse(await service.patientDetails(request.accessToken!, request.body, languageOf(request.headers['accept-language']))),
  });

  app.route({
    ...callRoute(app, getPatientDetail),
    handler: async (request) => toPatientDetailResponse(
      await service.patientDetail(request.accessToken!, request.body, request.params.claimant, languageOf(request.headers['accept-language'])),
    ),
  });

  app.route({
    ...callRoute(app, getVisionBenefitSummary),
    handler: async (request) =>
      service.visionBenefitSummary(request.accessToken!, request.body, languageOf(request.headers['accept-language'])),
  });

  app.route({
    ...callRoute(app, getIdCardPdf),
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await service.idCardDocument(request.accessToken!, request.body, language);
      const options = { deviceType: request.params.deviceType, language };
      return sendPdf(reply, await renderDocument('idCard', input, options, { signal: abandonedSignal(reply) }));
    },
  });

  app.route({
    ...callRoute(app, getBenefitSummaryPdf),
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await service.benefitSummaryDocument(request.accessToken!, request.body, language);
      return sendPdf(reply, await renderDocument('benefitSummary', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });

  app.route({
    ...callRoute(app, getPatientDetailsPdf),
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const input = await service.patientDetailsDocument(request.accessToken!, request.body, request.params.claimant, language);
      return sendPdf(reply, await renderDocument('patientDetails', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });
};

// POST members/patientDetails, members/patientDetails/:claimant and
// members/vision/benefitSummary (§7): spdc body, bearer token of a member.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getPatientDetail, getPatientDetails, getVisionBenefitSummary } from '@portal/contract';
import { languageOf } from '../../lib/member-language.ts';
import type { BenefitsService } from './service.ts';

export const benefitsRoutes: FastifyPluginAsyncTypebox<{ service: BenefitsService }> = async (app, { service }) => {
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
};

// POST /api/:subsidiary/members/claims, …/members/claims/:claimNumber,
// …/members/claims/toothHistory and
// …/members/eob/pdf/:objectId — bearer token of a member (§7), schemas from
// packages/contract.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getClaimDetail, getClaims, getEobPdf, getPatientToothHistory } from '@portal/contract';
import type { RenderDocument } from '../../documents/index.ts';
import { toClaimDetailResponse, toClaimsResponse } from './claims-wire.ts';
import { toEobInput } from './eob-input.ts';
import { abandonedSignal, sendPdf } from '../shared/document-reply.ts';
import { languageOf as documentLanguageOf } from '../../lib/member-language.ts';
import type { ClaimsService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface ClaimsRoutesOptions {
  service: ClaimsService;
  renderDocument: RenderDocument;
}

export const claimsRoutes: FastifyPluginAsyncTypebox<ClaimsRoutesOptions> = async (app, { service, renderDocument }) => {
  app.route({
    ...callRoute(app, getClaims),
    handler: async (request) => toClaimsResponse(await service.claimsOf(request.accessToken!, request.body)),
  });

  app.route({
    ...callRoute(app, getClaimDetail),
    handler: async (request) => {
      const isEstimate = request.query.isEstimate ?? false;
      return toClaimDetailResponse(await service.claimDetailOf(request.accessToken!, request.body, request.params.claimNumber, isEstimate));
    },
  });

  app.route({
    ...callRoute(app, getPatientToothHistory),
    handler: async (request) => {
      const work = await service.toothHistoryOf(request.accessToken!, request.body, request.body.claimant);
      return { work: work.map((item) => ({ ...item, isEstimate: false as const })) };
    },
  });

  app.route({
    // The 200 answer is PDF bytes, not JSON: no response schema to serialize with.
    ...callRoute(app, getEobPdf),
    handler: async (request, reply) => {
      const language = documentLanguageOf(request.headers['accept-language']);
      const eob = await service.eobOf(request.accessToken!, request.body, request.params.objectId, language);
      const document = await renderDocument('eob', toEobInput(eob, language), { language }, { signal: abandonedSignal(reply) });
      return sendPdf(reply.header('content-language', language), document);
    },
  });
};

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
import type { FastifyRequest } from 'fastify';
import type { AuditTrail } from '../../audit/audit-trail.ts';

export interface ClaimsRoutesOptions {
  service: ClaimsService;
  renderDocument: RenderDocument;
  audit?: AuditTrail;
}

/** The audit action of the policyholder (or a CSR acting for them) reading claims an adult dependent shares. */
export const sharedClaimsViewedAction = 'sharedClaims.viewed';

export const claimsRoutes: FastifyPluginAsyncTypebox<ClaimsRoutesOptions> = async (app, { service, renderDocument, audit }) => {
  /** One event per sharing dependent whose claims this answer holds: both people's account activity lists it. */
  async function recordSharedReads(request: FastifyRequest, claimants: readonly number[]): Promise<void> {
    const token = request.accessToken!;
    if (!audit || claimants.length === 0 || !token.memberId) return;
    const actor = token.actor
      ? { actorKind: 'csr' as const, actorId: token.actor.subject, actorName: token.actor.email, visitId: token.actor.exchangeId }
      : { actorKind: 'member' as const, actorId: token.subject };
    await Promise.all(claimants.map((claimant) => audit.record({
      partner: token.partner, ...actor, memberId: token.memberId, action: sharedClaimsViewedAction,
      resource: String(claimant), outcome: 'success', statusCode: 200, clientAddress: request.ip,
    })));
  }

  app.route({
    ...callRoute(app, getClaims),
    handler: async (request) => {
      const page = await service.claimsOf(request.accessToken!, request.body);
      await recordSharedReads(request, page.sharedClaimantsRead);
      return toClaimsResponse(page);
    },
  });

  app.route({
    ...callRoute(app, getClaimDetail),
    handler: async (request) => {
      const isEstimate = request.query.isEstimate ?? false;
      const detail = await service.claimDetailOf(request.accessToken!, request.body, request.params.claimNumber, isEstimate);
      await recordSharedReads(request, detail.sharedClaimantsRead);
      return toClaimDetailResponse(detail);
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
      await recordSharedReads(request, eob.sharedClaimantsRead);
      const document = await renderDocument('eob', toEobInput(eob, language), { language }, { signal: abandonedSignal(reply) });
      return sendPdf(reply.header('content-language', language), document);
    },
  });
};

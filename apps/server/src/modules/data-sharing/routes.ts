// GET members/connectedApps, DELETE members/connectedApps/:clientId,
// GET members/dataExport (FHIR JSON) and members/dataExport/pdf — bearer
// token of a member, or a CSR acting for them (useToken); every call is
// audited by the API's audit hook like any member call, except that a
// disconnection records its event itself, in the transaction of its change.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { recordCallIn } from '../../audit/audit-hook.ts';
import type { AuditTrail } from '../../audit/audit-trail.ts';
import { exportMemberData, getConnectedApps, getMemberDataSummaryPdf, revokeConnectedApp } from '@portal/contract';
import { documentFileName, type RenderDocument } from '../../documents/index.ts';
import { languageOf } from '../../lib/member-language.ts';
import { callRoute } from '../../plugins/call-route.ts';
import { abandonedSignal, sendPdf } from '../shared/document-reply.ts';
import type { DataSharingService } from './service.ts';
import { summaryOfBundle } from './summary-of-bundle.ts';

export interface DataSharingRoutesOptions {
  service: DataSharingService;
  renderDocument: RenderDocument;
  audit?: AuditTrail;
}

export const dataSharingRoutes: FastifyPluginAsyncTypebox<DataSharingRoutesOptions> = async (app, { service, renderDocument, audit }) => {
  app.route({
    ...callRoute(app, getConnectedApps),
    handler: async (request) => ({
      status: 'SUCCESS' as const,
      data: await service.connectedAppsOf(request.accessToken!, languageOf(request.headers['accept-language'])),
    }),
  });

  app.route({
    ...callRoute(app, revokeConnectedApp),
    handler: async (request) => {
      await service.revoke(request.accessToken!, request.params.clientId, languageOf(request.headers['accept-language']), recordCallIn(audit, request));
      return { status: 'SUCCESS' as const, data: true };
    },
  });

  app.route({
    ...callRoute(app, exportMemberData),
    handler: async (request, reply) => {
      const bundle = await service.exportOf(request.accessToken!, languageOf(request.headers['accept-language']));
      const fileName = documentFileName('memberDataSummary', new Date(bundle.timestamp), request.accessToken!.partner).replace(/\.pdf$/, '.json');
      reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
      return bundle;
    },
  });

  app.route({
    ...callRoute(app, getMemberDataSummaryPdf),
    handler: async (request, reply) => {
      const language = languageOf(request.headers['accept-language']);
      const bundle = await service.exportOf(request.accessToken!, language);
      const input = summaryOfBundle(bundle, request.accessToken!.partner, bundle.timestamp.slice(0, 10));
      return sendPdf(reply, await renderDocument('memberDataSummary', input, { language }, { signal: abandonedSignal(reply) }));
    },
  });
};

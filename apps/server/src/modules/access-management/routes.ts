// The access-management calls: auth 'admin', ALIC only
// (app.authenticateAdmin answers 404 on the other sites' paths).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { exportAuditEvents, getMemberAuditEvents, getStaffAccounts, grantCsrRole, revokeCsrRole } from '@portal/contract';
import { markAuditRecorded } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';
import { languageOf } from '../../lib/member-language.ts';
import { auditCsvStream, exportRange } from './audit-export.ts';
import type { AccessManagementService, AdminCall } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

function adminCall(request: FastifyRequest): AdminCall {
  return { token: request.accessToken!, clientAddress: request.ip, language: languageOf(request.headers['accept-language']) };
}

export const accessManagementRoutes: FastifyPluginAsyncTypebox<{ service: AccessManagementService; db: Database }> = async (
  app,
  { service, db },
) => {
  app.route({
    ...callRoute(app, getStaffAccounts),
    handler: async (request) => service.staffAccounts(adminCall(request)),
  });

  app.route({
    ...callRoute(app, grantCsrRole),
    handler: async (request) => {
      const answer = await service.grantCsrRole(adminCall(request), request.body.email);
      // csr.roleGranted was recorded with the change.
      markAuditRecorded(request);
      return answer;
    },
  });

  app.route({
    ...callRoute(app, revokeCsrRole),
    handler: async (request) => {
      const answer = await service.revokeCsrRole(adminCall(request), request.params.accountId);
      markAuditRecorded(request);
      return answer;
    },
  });

  app.route({
    ...callRoute(app, getMemberAuditEvents),
    handler: async (request) => service.memberAuditEvents(adminCall(request), request.params.memberKey, request.query),
  });

  app.route({
    // No response schema: the 200 is a CSV stream.
    ...callRoute(app, exportAuditEvents),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const range = exportRange(from, to, languageOf(request.headers['accept-language']));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-events-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(auditCsvStream(db, request.accessToken!.partner, range));
    },
  });
};

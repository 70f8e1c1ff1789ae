// GET /api/:subsidiary/config (§7 subsidiary configuration; the path is ours) — public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSubsidiaryConfig, metadataCaptureHeader } from '@portal/contract';
import type { SubsidiaryConfigService } from './service.ts';

export const subsidiaryConfigRoutes: FastifyPluginAsyncTypebox<{ service: SubsidiaryConfigService }> = async (app, { service }) => {
  app.route({
    method: getSubsidiaryConfig.method,
    url: getSubsidiaryConfig.path,
    schema: { params: getSubsidiaryConfig.params, headers: getSubsidiaryConfig.headers, response: getSubsidiaryConfig.response },
    handler: async (request) => service.configOf(request.partner!, request.headers[metadataCaptureHeader], request.ip),
  });
};

// GET /api/:subsidiary/config (§7 subsidiary configuration; the path is ours) — public.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { getSubsidiaryConfig, metadataCaptureHeader } from '@portal/contract';
import type { SubsidiaryConfigService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export const subsidiaryConfigRoutes: FastifyPluginAsyncTypebox<{ service: SubsidiaryConfigService }> = async (app, { service }) => {
  app.route({
    ...callRoute(app, getSubsidiaryConfig),
    handler: async (request) => service.configOf(request.partner!, request.headers[metadataCaptureHeader], request.ip),
  });
};

// The member's account activity.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createAccessLogRepository } from './repository.ts';
import { accessLogRoutes } from './routes.ts';
import { createAccessLogService } from './service.ts';

export const accessLogModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db }) => {
  await app.register(accessLogRoutes, { service: createAccessLogService({ repository: createAccessLogRepository(db) }) });
};

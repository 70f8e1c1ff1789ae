// The member's account activity.
import type { FastifyPluginAsync } from 'fastify';
import { thirdPartyAppsOf } from '../../identity/third-party-apps/demo-app.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { createAccessLogRepository } from './repository.ts';
import { accessLogRoutes } from './routes.ts';
import { createAccessLogService } from './service.ts';

export const accessLogModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, config }) => {
  const apps = thirdPartyAppsOf(config.production);
  const appNameOf = (clientId: string) => apps.find((registered) => registered.clientId === clientId)?.name;
  await app.register(accessLogRoutes, { service: createAccessLogService({ repository: createAccessLogRepository(db), appNameOf }) });
};

// Web Vitals from real use: the beacon, the admin's table,
// and the daily purge of samples older than 30 days.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createWebVitalsRepository } from './repository.ts';
import { startWebVitalsRetention } from './retention.ts';
import { webVitalsRoutes } from './routes.ts';

export const webVitalsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, throttle }) => {
  const repository = createWebVitalsRepository(db);
  const retention = startWebVitalsRetention(repository, (err) => app.log.error({ err }, 'web vitals retention purge failed'));
  app.addHook('onClose', async () => retention.stop());
  await app.register(webVitalsRoutes, { repository, throttle });
};

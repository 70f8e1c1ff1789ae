// The subsidiary configuration module (§7 config), and the daily purge of the
// metadata captures it samples.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { startDailyPurge } from '../shared/daily-purge.ts';
import { captureRetentionDays, createMetadataCaptureRepository } from './repository.ts';
import { subsidiaryConfigRoutes } from './routes.ts';
import { createSubsidiaryConfigService } from './service.ts';

export const subsidiaryConfigModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, features }) => {
  const captures = createMetadataCaptureRepository(db);
  const captureRetention = startDailyPurge(
    () => captures.purgeBefore(new Date(Date.now() - captureRetentionDays * 86_400_000)),
    (err) => app.log.error({ err }, 'config metadata retention purge failed'),
  );
  app.addHook('onClose', async () => captureRetention.stop());
  await app.register(subsidiaryConfigRoutes, { service: createSubsidiaryConfigService({ features, captures }) });
};

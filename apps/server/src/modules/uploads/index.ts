// The uploads module (§5 vision claim upload): the upload itself and the list
// of the member's uploads. A bad storage setting stops the start (ConfigError).
import type { FastifyPluginAsync } from 'fastify';
import { loadUploadStorageConfig } from '../../storage/config.ts';
import { createFileStorage } from '../../storage/create-file-storage.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { visionClaimUploadRoutes } from './routes.ts';
import { createVisionClaimUploadService } from './service.ts';

export const uploadsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, config, audit }) => {
  const uploads = loadUploadStorageConfig(process.env, config);
  await app.register(visionClaimUploadRoutes, {
    audit,
    service: createVisionClaimUploadService({
      db,
      storage: createFileStorage(uploads),
      stagingDirectory: uploads.stagingDirectory,
      onCleanupFailure: (err, storageKey) => app.log.error({ err, storageKey }, 'orphaned upload file'),
    }),
  });
};

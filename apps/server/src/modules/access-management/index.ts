// Access management.
import type { FastifyPluginAsync } from 'fastify';
import { createSessionRevocation } from '../../identity/revocation/session-revocation.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { createAccessManagementRepository } from './repository.ts';
import { accessManagementRoutes } from './routes.ts';
import { createAccessManagementService } from './service.ts';

export const accessManagementModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, audit }) => {
  const service = createAccessManagementService({
    db, repository: createAccessManagementRepository(db), audit, revocation: createSessionRevocation(db),
  });
  await app.register(accessManagementRoutes, { service, db });
};

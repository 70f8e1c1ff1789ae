// The paperless module (§7 members/edelivery): the member's paperless choice.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createPaperlessRepository } from './repository.ts';
import { paperlessRoutes } from './routes.ts';
import { createPaperlessService } from './service.ts';

export const paperlessModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, memberDataChanged, audit }) => {
  await app.register(paperlessRoutes, {
    service: createPaperlessService({ members: signedInMember, features, paperless: createPaperlessRepository(db), memberDataChanged }),
    audit,
  });
};

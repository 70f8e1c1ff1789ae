// The API of §7 under /api/:subsidiary/…, registered from packages/contract's
// call definitions by each module.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { partnerPlugin } from '../plugins/partner.ts';
import { createFeaturesRepository } from './features/repository.ts';
import { featuresRoutes } from './features/routes.ts';
import { createFeaturesService } from './features/service.ts';
import { createMembersRepository } from './members/repository.ts';
import { membersRoutes } from './members/routes.ts';
import { createMembersService } from './members/service.ts';

export const apiModules: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  await app.register(partnerPlugin);
  await app.register(featuresRoutes, { service: createFeaturesService({ features: createFeaturesRepository(db) }) });
  await app.register(membersRoutes, { service: createMembersService({ members: createMembersRepository(db) }) });
};

// The visibility rules module (§7 members/visibilityRules): which parts of the
// site the signed-in member's lines show.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createVisibilityRulesRepository } from './repository.ts';
import { visibilityRulesRoutes } from './routes.ts';
import { createVisibilityRulesService } from './service.ts';

export const visibilityRulesModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember }) => {
  await app.register(visibilityRulesRoutes, {
    service: createVisibilityRulesService({ members: signedInMember, rules: createVisibilityRulesRepository(db) }),
  });
};

// The savings content module (§7 content/savings), shown by the member's visibility rules.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createVisibilityRulesRepository } from '../visibility-rules/repository.ts';
import { createSavingsRepository, rememberedSavingsRepository } from './repository.ts';
import { savingsRoutes } from './routes.ts';
import { createSavingsService } from './service.ts';

export const savingsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, sharedAnswers }) => {
  await app.register(savingsRoutes, {
    service: createSavingsService({ members: signedInMember, features, rules: createVisibilityRulesRepository(db), savings: rememberedSavingsRepository(createSavingsRepository(db), sharedAnswers) }),
  });
};

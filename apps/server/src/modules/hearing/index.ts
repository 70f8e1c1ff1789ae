// The hearing benefits module (§1 hearing tab): the exam and hearing-aid benefits of the member's company and the
// hearing savings offers, shown by the member's `hear` visibility rule.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createSavingsRepository, rememberedSavingsRepository } from '../savings/repository.ts';
import { createVisibilityRulesRepository } from '../visibility-rules/repository.ts';
import { createHearingRepository } from './repository.ts';
import { hearingRoutes } from './routes.ts';
import { createHearingService } from './service.ts';

export const hearingModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, sharedAnswers }) => {
  await app.register(hearingRoutes, {
    service: createHearingService({
      members: signedInMember, features, rules: createVisibilityRulesRepository(db), savings: rememberedSavingsRepository(createSavingsRepository(db), sharedAnswers), hearing: createHearingRepository(db),
    }),
  });
};

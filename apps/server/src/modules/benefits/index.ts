// The benefits module: patients, benefits and accumulators, vision benefit
// summary, and the ID card / benefit summary / patient details PDFs.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createBenefitsRepository } from './repository.ts';
import { benefitsRoutes } from './routes.ts';
import { createBenefitsService } from './service.ts';

export const benefitsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, sharedAnswers, memberSnapshots, renderDocument }) => {
  const service = createBenefitsService({ repository: createBenefitsRepository(db), sharedAnswers, memberSnapshots });
  await app.register(benefitsRoutes, { service, renderDocument });
};

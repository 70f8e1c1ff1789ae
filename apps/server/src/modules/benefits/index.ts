// The benefits module: patients, benefits and accumulators, vision benefit
// summary, and the ID card / benefit summary / patient details PDFs.
import type { FastifyPluginAsync } from 'fastify';
import { createFeaturesRepository } from '../features/repository.ts';
import { rememberedFeaturesRepository } from '../features/remembered-repository.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { createBenefitsRepository } from './repository.ts';
import { benefitsRoutes } from './routes.ts';
import { createBenefitsService } from './service.ts';

/** The benefits service over the database, its designs and features shared, its member reads kept per token. */
export function benefitsServiceOf({ db, sharedAnswers, memberSnapshots }: Pick<ApiModuleOptions, 'db' | 'sharedAnswers' | 'memberSnapshots'>) {
  const { findFeaturesOfPartner: storedFeaturesOf } = rememberedFeaturesRepository(createFeaturesRepository(db), sharedAnswers);
  return createBenefitsService({ repository: createBenefitsRepository(db), sharedAnswers, memberSnapshots, storedFeaturesOf });
}

export const benefitsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, options) => {
  await app.register(benefitsRoutes, { service: benefitsServiceOf(options), renderDocument: options.renderDocument });
};

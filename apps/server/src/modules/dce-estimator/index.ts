// The dental cost estimator module (dce/procedures, dce/estimate), opened by
// the token of dce-token and verified with the same key.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createBenefitsRepository } from '../benefits/repository.ts';
import { createProvidersRepository } from '../providers/repository.ts';
import { createEstimatorTokenVerifier } from './estimator-token.ts';
import { createDceEstimatorRepository } from './repository.ts';
import { dceEstimatorRoutes } from './routes.ts';
import { createDceEstimatorService } from './service.ts';

export const dceEstimatorModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, features, dceTokenSecret, now = () => new Date() }) => {
  await app.register(dceEstimatorRoutes, {
    verifyEstimatorToken: createEstimatorTokenVerifier({ secret: dceTokenSecret, now }),
    service: createDceEstimatorService({
      estimator: createDceEstimatorRepository(db),
      benefits: createBenefitsRepository(db),
      offices: createProvidersRepository(db),
      featuresOf: features.featuresOf,
      now,
    }),
  });
};

// The pretreatment estimate request (§2 /pretreatment-estimate), beside the
// claims it will be listed with once the dentist's plan is estimated.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createPretreatmentRequestRepository } from './repository.ts';
import { pretreatmentRequestRoutes } from './routes.ts';
import { createPretreatmentRequestService } from './service.ts';

export const pretreatmentRequestModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, audit, features }) => {
  const service = createPretreatmentRequestService({ requests: createPretreatmentRequestRepository(db), featuresOf: features.featuresOf });
  await app.register(pretreatmentRequestRoutes, { service, audit });
};

// The benefits module: patients, benefits and accumulators, vision benefit
// summary, and the ID card / benefit summary / patient details PDFs.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { benefitDocumentRoutes } from './document-routes.ts';
import { createBenefitDocumentsService } from './document-service.ts';
import { createBenefitsRepository } from './repository.ts';
import { benefitsRoutes } from './routes.ts';
import { createBenefitsService } from './service.ts';

export const benefitsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, renderDocument }) => {
  const repository = createBenefitsRepository(db);
  const service = createBenefitsService({ repository });
  await app.register(benefitsRoutes, { service });
  await app.register(benefitDocumentRoutes, {
    documents: createBenefitDocumentsService({ repository, benefits: service }),
    renderDocument,
  });
};

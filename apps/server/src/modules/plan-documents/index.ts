// The plan documents module (§3 Documents, §7): the member's plan documents
// list, a plan document's PDF and the enrollment application.
import type { FastifyPluginAsync } from 'fastify';
import type { ApiModuleOptions } from '../module-options.ts';
import { createPlanDocumentsRepository, rememberedPlanDocuments } from './repository.ts';
import { planDocumentsRoutes } from './routes.ts';
import { createPlanDocumentsService } from './service.ts';

export const planDocumentsModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, signedInMember, features, sharedAnswers, renderDocument }) => {
  await app.register(planDocumentsRoutes, {
    service: createPlanDocumentsService({ members: signedInMember, features, renderDocument, documents: rememberedPlanDocuments(createPlanDocumentsRepository(db), sharedAnswers) }),
  });
};

// The member-services module: visibility rules, paperless, nomination, contact
// form, contacts, plan documents and enrollment application, dental report
// card, savings content, DCE token and the dental cost estimator it opens,
// chat availability, subsidiary configuration.
// Each call group is a folder with its routes (thin), service and repository.
import type { FastifyPluginAsync } from 'fastify';
import { createBenefitsRepository } from '../benefits/repository.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { chatRoutes } from './chat/routes.ts';
import { createChatRepository } from './chat/repository.ts';
import { createChatService } from './chat/service.ts';
import { contactFormRoutes } from './contact-form/routes.ts';
import { createContactFormRepository } from './contact-form/repository.ts';
import { createContactFormService } from './contact-form/service.ts';
import { contactsRoutes } from './contacts/routes.ts';
import { createContactsRepository } from './contacts/repository.ts';
import { createContactsService } from './contacts/service.ts';
import { createDceEstimatorRepository } from './dce-estimator/repository.ts';
import { dceEstimatorRoutes } from './dce-estimator/routes.ts';
import { createDceEstimatorService } from './dce-estimator/service.ts';
import { createEstimatorTokenVerifier } from './dce-estimator/estimator-token.ts';
import { dceTokenSecretOf } from './dce-token/dce-token-secret.ts';
import { dceTokenRoutes } from './dce-token/routes.ts';
import { createDceTokenService } from './dce-token/service.ts';
import { nominationsRoutes } from './nominations/routes.ts';
import { createNominationsRepository } from './nominations/repository.ts';
import { createNominationsService } from './nominations/service.ts';
import { paperlessRoutes } from './paperless/routes.ts';
import { createPaperlessRepository } from './paperless/repository.ts';
import { createPaperlessService } from './paperless/service.ts';
import { planDocumentsRoutes } from './plan-documents/routes.ts';
import { createPlanDocumentsRepository } from './plan-documents/repository.ts';
import { createPlanDocumentsService } from './plan-documents/service.ts';
import { reportCardRoutes } from './report-card/routes.ts';
import { createReportCardRepository } from './report-card/repository.ts';
import { createReportCardService } from './report-card/service.ts';
import { savingsRoutes } from './savings/routes.ts';
import { createSavingsRepository } from './savings/repository.ts';
import { createSavingsService } from './savings/service.ts';
import { createFeatureGate } from './shared/feature-gate.ts';
import { createSignedInMember } from './shared/signed-in-member.ts';
import { subsidiaryConfigRoutes } from './subsidiary-config/routes.ts';
import { captureRetentionDays, createMetadataCaptureRepository } from './subsidiary-config/repository.ts';
import { startDailyPurge } from '../shared/daily-purge.ts';
import { createSubsidiaryConfigService } from './subsidiary-config/service.ts';
import { visibilityRulesRoutes } from './visibility-rules/routes.ts';
import { createVisibilityRulesRepository } from './visibility-rules/repository.ts';
import { createVisibilityRulesService } from './visibility-rules/service.ts';

export interface MemberServicesOptions extends ApiModuleOptions {
  /** The clock (chat hours, report card, DCE token expiry); tests pin it. */
  now?: () => Date;
  /** HS256 key of the DCE tokens; from DCE_TOKEN_SECRET or made per process when absent. */
  dceTokenSecret?: Uint8Array;
}

export const memberServicesModule: FastifyPluginAsync<MemberServicesOptions> = async (app, options) => {
  const { db, config, renderDocument, now = () => new Date() } = options;
  const members = createSignedInMember(options.members);
  const features = createFeatureGate(options.features);
  const rules = createVisibilityRulesRepository(db);

  await app.register(visibilityRulesRoutes, { service: createVisibilityRulesService({ members, rules }) });
  await app.register(paperlessRoutes, {
    service: createPaperlessService({ members, features, paperless: createPaperlessRepository(db), memberDataChanged: options.memberDataChanged }),
    audit: options.audit,
  });
  await app.register(nominationsRoutes, {
    service: createNominationsService({ members, features, nominations: createNominationsRepository(db) }),
    audit: options.audit,
  });
  await app.register(contactFormRoutes, {
    service: createContactFormService({ members, features, forms: createContactFormRepository(db) }),
    audit: options.audit,
  });
  await app.register(contactsRoutes, {
    service: createContactsService({ members, features, contacts: createContactsRepository(db) }),
  });
  await app.register(planDocumentsRoutes, {
    service: createPlanDocumentsService({ members, features, renderDocument, documents: createPlanDocumentsRepository(db) }),
  });
  await app.register(reportCardRoutes, {
    service: createReportCardService({ members, features, renderDocument, now, reportCards: createReportCardRepository(db) }),
  });
  await app.register(savingsRoutes, {
    service: createSavingsService({ members, features, rules, savings: createSavingsRepository(db) }),
  });
  // One key signs the DCE tokens and verifies them at the estimator's calls.
  const dceTokenSecret = options.dceTokenSecret ?? dceTokenSecretOf(process.env);
  await app.register(dceTokenRoutes, {
    service: createDceTokenService({
      members,
      now,
      secret: dceTokenSecret,
      // §2 /dce/home: the estimator opens on the partner's own site.
      estimatorUrlOf: (partner) => `${config.siteOrigins[partner]}/dce/home`,
    }),
  });
  await app.register(dceEstimatorRoutes, {
    verifyEstimatorToken: createEstimatorTokenVerifier({ secret: dceTokenSecret, now }),
    service: createDceEstimatorService({
      estimator: createDceEstimatorRepository(db),
      benefits: createBenefitsRepository(db),
      featuresOf: features.featuresOf,
      now,
    }),
  });
  await app.register(chatRoutes, { service: createChatService({ features, now, chat: createChatRepository(db) }) });
  const captures = createMetadataCaptureRepository(db);
  const captureRetention = startDailyPurge(
    () => captures.purgeBefore(new Date(Date.now() - captureRetentionDays * 86_400_000)),
    (err) => app.log.error({ err }, 'config metadata retention purge failed'),
  );
  app.addHook('onClose', async () => captureRetention.stop());
  await app.register(subsidiaryConfigRoutes, { service: createSubsidiaryConfigService({ features, captures }) });
};

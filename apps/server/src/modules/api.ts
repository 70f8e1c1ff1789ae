// The API of §7 under /api/:subsidiary/…: each domain is a module folder whose
// index.ts registers its routes; this file builds what they share once and
// lists every module once.
import type { FastifyPluginAsync } from 'fastify';
import { auditHookPlugin } from '../audit/audit-hook.ts';
import type { ClusterBus } from '../cluster/cluster-bus.ts';
import { shareMemberChanges } from '../cluster/member-changes.ts';
import type { SharedAnswers } from '../cluster/shared-answers.ts';
import { partnerPlugin } from '../plugins/partner.ts';
import { accessLogModule } from './access-log/index.ts';
import { accessManagementModule } from './access-management/index.ts';
import { benefitsModule } from './benefits/index.ts';
import { chatModule } from './chat/index.ts';
import { claimsModule } from './claims/index.ts';
import { contactFormModule } from './contact-form/index.ts';
import { contactsModule } from './contacts/index.ts';
import { csrSearchModule } from './csr-search/index.ts';
import { dataSharingModule } from './data-sharing/index.ts';
import { dceEstimatorModule } from './dce-estimator/index.ts';
import { dceTokenSecretOf } from './dce-token/dce-token-secret.ts';
import { dceTokenModule } from './dce-token/index.ts';
import { createFeatureGate, type FeatureGate } from './features/feature-gate.ts';
import { featuresModule } from './features/index.ts';
import { rememberedFeaturesRepository } from './features/remembered-repository.ts';
import { createFeaturesRepository } from './features/repository.ts';
import { createFeaturesService } from './features/service.ts';
import { membersModule } from './members/index.ts';
import { createMemberDataCache } from './members/member-data-cache.ts';
import { createMemberSnapshots } from './members/member-snapshot.ts';
import { createMembersRepository } from './members/repository.ts';
import type { MemberData } from './members/service.ts';
import { createSignedInMember } from './members/signed-in-member.ts';
import { changeNoticesPlugin } from './messages/change-notices.ts';
import { messagesModule } from './messages/index.ts';
import { createMessageCentre } from './messages/message-centre.ts';
import type { ApiModuleOptions } from './module-options.ts';
import { nominationsModule } from './nominations/index.ts';
import { openApiModule } from './openapi/index.ts';
import { paperlessModule } from './paperless/index.ts';
import { planDocumentsModule } from './plan-documents/index.ts';
import { providersModule } from './providers/index.ts';
import { primaryDentistModule } from './primary-dentist/index.ts';
import { pretreatmentRequestModule } from './pretreatment-request/index.ts';
import { registrationModule } from './registration/index.ts';
import { reportCardModule } from './report-card/index.ts';
import { savingsModule } from './savings/index.ts';
import { hearingModule } from './hearing/index.ts';
import { householdModule } from './household/index.ts';
import { selfServiceModule } from './self-service/index.ts';
import { subsidiaryConfigModule } from './subsidiary-config/index.ts';
import { uploadsModule } from './uploads/index.ts';
import { visibilityRulesModule } from './visibility-rules/index.ts';
import { webVitalsModule } from './web-vitals/index.ts';

type SharedByModules =
  'memberDataChanged' | 'messageCentre' | 'members' | 'memberDataCache' | 'memberSnapshots' | 'signedInMember' | 'dceTokenSecret';

type ApiModulesOptions = Omit<ApiModuleOptions, SharedByModules> & {
  /** Carries member changes to the other copies of the server (their answer caches). */
  clusterBus: ClusterBus;
};

/** Every module of the API, in the order they are registered. */
const modules: readonly FastifyPluginAsync<ApiModuleOptions>[] = [
  featuresModule,
  membersModule,
  claimsModule,
  householdModule,
  pretreatmentRequestModule,
  benefitsModule,
  visibilityRulesModule,
  paperlessModule,
  nominationsModule,
  contactFormModule,
  contactsModule,
  planDocumentsModule,
  reportCardModule,
  savingsModule,
  hearingModule,
  providersModule,
  primaryDentistModule,
  dceTokenModule,
  dceEstimatorModule,
  chatModule,
  subsidiaryConfigModule,
  selfServiceModule,
  registrationModule,
  csrSearchModule,
  messagesModule,
  openApiModule,
  accessLogModule,
  accessManagementModule,
  webVitalsModule,
  dataSharingModule,
  uploadsModule,
];

/** The partner's features (kept until they change) and the 403 of a call they turn off, built once for the API modules and FHIR. */
export function createSharedFeatureGate(db: ApiModuleOptions['db'], sharedAnswers: SharedAnswers): FeatureGate {
  return createFeatureGate(createFeaturesService({ features: rememberedFeaturesRepository(createFeaturesRepository(db), sharedAnswers) }));
}

export const apiModules: FastifyPluginAsync<ApiModulesOptions> = async (app, { clusterBus, ...moduleOptions }) => {
  const { db } = moduleOptions;
  const memberDataCache = createMemberDataCache<MemberData>();
  const messageCentre = createMessageCentre(db);
  const memberSnapshots = createMemberSnapshots();
  // A member's change forgets both their cached GET members answer and their tokens' snapshots.
  const forgetMember = {
    forget(memberId: string) {
      memberDataCache.forget(memberId);
      memberSnapshots.forget(memberId);
    },
    clear() {
      memberDataCache.clear();
      memberSnapshots.clear();
    },
  };
  const memberDataChanged = shareMemberChanges(clusterBus, forgetMember, (err) => app.log.error({ err }, 'a member change could not be sent to the other copies'));
  const members = createMembersRepository(db);
  const options: ApiModuleOptions = {
    ...moduleOptions,
    memberDataChanged,
    messageCentre,
    memberDataCache,
    memberSnapshots,
    members,
    signedInMember: createSignedInMember(members, memberSnapshots, memberDataCache),
    // One key signs the DCE tokens and verifies them at the estimator's calls.
    dceTokenSecret: dceTokenSecretOf(process.env),
  };
  await app.register(partnerPlugin);
  await app.register(auditHookPlugin, { audit: options.audit });
  // Before the modules: its hook sees every member call.
  await app.register(changeNoticesPlugin, { messageCentre });
  for (const module of modules) await app.register(module, options);
};

// The API of §7 under /api/:subsidiary/…, registered from packages/contract's
// call definitions by each module.
import type { FastifyPluginAsync } from 'fastify';
import { auditHookPlugin } from '../audit/audit-hook.ts';
import { partnerPlugin } from '../plugins/partner.ts';
import { accessLogModule } from './access-log/index.ts';
import { accessManagementModule } from './access-management/index.ts';
import { benefitsModule } from './benefits/index.ts';
import { claimsModule } from './claims/index.ts';
import { pretreatmentRequestModule } from './claims/pretreatment-request/index.ts';
import { createFeaturesRepository } from './features/repository.ts';
import { featuresRoutes } from './features/routes.ts';
import { createFeaturesService } from './features/service.ts';
import { memberServicesModule } from './member-services/index.ts';
import { openApiModule } from './openapi/index.ts';
import { registrationModule } from './registration/index.ts';
import { selfServiceModule } from './self-service/index.ts';
import { createMembersRepository } from './members/repository.ts';
import { membersRoutes } from './members/routes.ts';
import { createMemberDataCache } from './members/member-data-cache.ts';
import { createMembersService, type MemberData } from './members/service.ts';
import { csrSearchModule } from './csr-search/index.ts';
import { dataSharingModule } from './data-sharing/index.ts';
import { changeNoticesPlugin } from './messages/change-notices.ts';
import { createMessageCentre } from './messages/message-centre.ts';
import { messagesModule } from './messages/index.ts';
import type { ApiModuleOptions } from './module-options.ts';
import { webVitalsModule } from './web-vitals/index.ts';
import { visionClaimUploadRoutes } from './uploads/routes.ts';
import { createVisionClaimUploadService } from './uploads/service.ts';
import { uploadedClaimsRoutes } from './uploads/uploaded-claims-routes.ts';
import { createUploadedClaimsService } from './uploads/uploaded-claims.ts';
import { loadUploadStorageConfig } from '../storage/config.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import type { ClusterBus } from '../cluster/cluster-bus.ts';
import { shareMemberChanges } from '../cluster/member-changes.ts';

type ApiModulesOptions = Omit<ApiModuleOptions, 'memberDataChanged' | 'messageCentre'> & {
  /** Carries member changes to the other copies of the server (their answer caches). */
  clusterBus: ClusterBus;
};

export const apiModules: FastifyPluginAsync<ApiModulesOptions> = async (app, { clusterBus, ...moduleOptions }) => {
  const { db, config } = moduleOptions;
  const memberDataCache = createMemberDataCache<MemberData>();
  const messageCentre = createMessageCentre(db);
  const memberDataChanged = shareMemberChanges(clusterBus, memberDataCache, (err) => app.log.error({ err }, 'a member change could not be sent to the other copies'));
  const options: ApiModuleOptions = { ...moduleOptions, memberDataChanged, messageCentre };
  await app.register(partnerPlugin);
  await app.register(auditHookPlugin, { audit: options.audit });
  // Before the modules: its hook sees every member call.
  await app.register(changeNoticesPlugin, { messageCentre });
  await app.register(featuresRoutes, { service: createFeaturesService({ features: createFeaturesRepository(db) }) });
  await app.register(membersRoutes, { service: createMembersService({ members: createMembersRepository(db), cache: memberDataCache }) });
  await app.register(claimsModule, options);
  await app.register(pretreatmentRequestModule, options);
  await app.register(benefitsModule, options);
  await app.register(memberServicesModule, options);
  await app.register(selfServiceModule, options);
  await app.register(registrationModule, options);
  await app.register(csrSearchModule, options);
  await app.register(messagesModule, options);
  await app.register(openApiModule, options);
  await app.register(accessLogModule, options);
  await app.register(accessManagementModule, options);
  await app.register(webVitalsModule, options);
  await app.register(dataSharingModule, options);

  // §5 vision claim upload; a bad storage setting stops the start (ConfigError).
  const uploads = loadUploadStorageConfig(process.env, config);
  await app.register(visionClaimUploadRoutes, {
    audit: options.audit,
    service: createVisionClaimUploadService({
      db,
      storage: createFileStorage(uploads),
      stagingDirectory: uploads.stagingDirectory,
      onCleanupFailure: (err, storageKey) => app.log.error({ err, storageKey }, 'orphaned upload file'),
    }),
  });
  await app.register(uploadedClaimsRoutes, { service: createUploadedClaimsService({ db }) });
};

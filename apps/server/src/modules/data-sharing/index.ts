// Data sharing (ARCHITECTURE: data-sharing): the member's connected apps and
// "Download my data" on /profile, and the ID card in a phone wallet.
import type { FastifyPluginAsync } from 'fastify';
import { createConnectedApps } from '../../identity/third-party-apps/connected-apps.ts';
import { thirdPartyAppsOf } from '../../identity/third-party-apps/demo-app.ts';
import { fhirBaseOf } from '../fhir/index.ts';
import { createFhirRepository } from '../fhir/repository.ts';
import { createFhirService } from '../fhir/service.ts';
import type { ApiModuleOptions } from '../module-options.ts';
import { benefitsServiceOf } from '../benefits/index.ts';
import { loadWalletConfig } from './wallet/wallet-config.ts';
import { walletRoutes } from './wallet/wallet-routes.ts';
import { createWalletService } from './wallet/wallet-service.ts';
import { createDataSharingRepository } from './repository.ts';
import { dataSharingRoutes } from './routes.ts';
import { createDataSharingService } from './service.ts';

export const dataSharingModule: FastifyPluginAsync<ApiModuleOptions> = async (app, { db, config, renderDocument, features, sharedAnswers, memberSnapshots, audit }) => {
  const fhir = createFhirService({
    repository: createFhirRepository(db),
    featuresOf: features.featuresOf,
  });
  const service = createDataSharingService({
    db,
    repository: createDataSharingRepository(db),
    connectedApps: createConnectedApps(db, thirdPartyAppsOf(config.production)),
    fhir,
    fhirBaseOf: (partner) => fhirBaseOf(config, partner),
  });
  await app.register(dataSharingRoutes, { service, renderDocument, audit });

  // The ID card in a phone wallet; a bad wallet setting stops the start (ConfigError).
  const idCards = benefitsServiceOf({ db, sharedAnswers, memberSnapshots });
  const wallet = createWalletService({
    config: await loadWalletConfig(process.env, config),
    idCard: (token, spdc, language) => idCards.idCardDocument(token, spdc, language),
    siteOriginOf: (partner) => config.siteOrigins[partner],
  });
  await app.register(walletRoutes, { service: wallet });
};

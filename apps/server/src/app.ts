// Builds the Fastify application: plugins, then modules, then hosting
// (CONVENTIONS). Usable with app.inject() in tests.
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuditTrail, startAuditRetention, type AuditTrail } from './audit/index.ts';
import { createClusterBus } from './cluster/cluster-bus.ts';
import { createSharedAnswers, type SharedAnswers } from './cluster/shared-answers.ts';
import { issuerOf, type Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createDocumentRenderer, createPdfWorkerPool, type RenderDocument } from './documents/index.ts';
import { healthPlugin } from './health/health-routes.ts';
import { siteHosting } from './hosting/site-hosting.ts';
import { identityModule } from './identity/identity.ts';
import { createOneTimeCodes, deriveOneTimeCodeKey } from './identity/one-time-codes/one-time-code-store.ts';
import { publicJwksOf } from './identity/signing-keys/signing-keys.ts';
import { startAppSigningKeys } from './identity/signing-keys/app-signing-keys.ts';
import type { SigningKeyRing } from './identity/signing-keys/signing-key-ring.ts';
import { sessionEndedCheck, startSessionRevocations } from './identity/revocation/index.ts';
import { createConfiguredMessenger } from './messaging/create-messenger.ts';
import type { Messenger } from './messaging/messenger.ts';
import { createOutbox } from './messaging/outbox.ts';
import { outboxRoutes } from './messaging/outbox-routes.ts';
import { apiModules, createSharedFeatureGate } from './modules/api.ts';
import { fhirModule, fhirPrefix } from './modules/fhir/index.ts';
import { appConnectionCheck } from './identity/third-party-apps/connected-apps.ts';
import { createAccessTokenVerifier } from './plugins/access-token-verifier.ts';
import { apiCacheControlPlugin } from './plugins/api-cache-control.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { acceptEmptyJsonBodies } from './plugins/empty-json-body.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { createThrottle, throttleLimits, withAddressLimitsScaled } from './plugins/throttling/index.ts';
import { errorBody } from './lib/http-error.ts';
import { redactingLoggerOptions, type LogStream } from './plugins/log-redaction.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { limitHeaderTime, serverLimits } from './plugins/server-time-limits.ts';
import { fastifyTrustProxyOf } from './plugins/trust-proxy.ts';
import { perPartner } from './per-partner.ts';
import { loadUploadStorageConfig } from './storage/config.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

export interface AppDependencies {
  db: Database;
  /** Tests inject an in-process renderer; by default a worker-thread pool is started and closed with the app. */
  renderDocument?: RenderDocument;
  /** Tests may catch messages here; by default email goes over SMTP and, outside production, every message to the development outbox. */
  messenger?: Messenger;
  /** The audit bench passes its own trail (one that writes nothing, one that counts INSERTs); by default the database's, purged daily. */
  audit?: AuditTrail;
  /** Tests read the log lines here (plugins/log-redaction.int.test.ts); by default standard output. */
  logStream?: LogStream;
  /** Tests pass a ring on a moved clock; by default one from the config, rotating on schedule. */
  signingKeys?: SigningKeyRing;
}

function startDocumentRenderer(app: FastifyInstance, config: Config): RenderDocument {
  const pool = createPdfWorkerPool({ size: config.pdfThreads });
  app.addHook('onClose', async () => pool.close());
  return createDocumentRenderer({ pool }).renderDocument;
}

function startMessenger(app: FastifyInstance, config: Config, db: Database): Messenger {
  const configured = createConfiguredMessenger(config, { db, log: app.log });
  app.addHook('onClose', async () => configured.close());
  return configured.messenger;
}

// The audit trail: closed (its queue written) after the last request, purged daily.
function startAuditTrail(app: FastifyInstance, config: Config, db: Database): AuditTrail {
  const audit = createAuditTrail({ db });
  const retention = startAuditRetention(db, config.auditRetentionDays, (err) => app.log.error({ err }, 'audit retention purge failed'));
  app.addHook('onClose', async () => {
    retention.stop();
    await audit.close();
  });
  return audit;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What this copy keeps of brand- and plan-wide answers; tests wait on its `nextChange()` after changing a table. */
    sharedAnswers: SharedAnswers;
  }
}

export async function buildApp(config: Config, { db, renderDocument, messenger: givenMessenger, audit: givenAudit, logStream, signingKeys: givenSigningKeys }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Secrets never reach the log: tokens, codes, cookies, passwords, OIDC query strings.
    logger: redactingLoggerOptions(config.logLevel, logStream),
    trustProxy: fastifyTrustProxyOf(config.trustProxy),
    return503OnClosing: true,
    ...serverLimits,
  });
  limitHeaderTime(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  acceptEmptyJsonBodies(app);

  await app.register(securityHeadersPlugin);
  if (config.maxEventLoopDelayMs > 0) await app.register(loadSheddingPlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  // Liveness and readiness for the load balancer: database and upload storage reachable.
  await app.register(healthPlugin, { db, storage: createFileStorage(loadUploadStorageConfig(process.env, config)) });
  // Tells the other copies of the server about changes (revoked sessions, member data, keys).
  const clusterBus = createClusterBus(db);
  app.addHook('onClose', async () => clusterBus.close());
  // Features, chat hours and plan designs, kept in memory until a change is announced on the bus.
  const sharedAnswers = createSharedAnswers(clusterBus);
  app.decorate('sharedAnswers', sharedAnswers);
  // A session ended on any copy refuses its access tokens on this one.
  const sessionRevocations = await startSessionRevocations(db, clusterBus, app.log);
  app.addHook('onClose', async () => sessionRevocations.stop());

  // Sealed with KEY_ENCRYPTION_SECRET (a wrong one stops the start here), rotated on schedule, reloaded on the bus.
  const signingKeys = givenSigningKeys ?? (await startAppSigningKeys(app, config, db, clusterBus));
  const verifyAccessToken = createAccessTokenVerifier({
    issuers: perPartner((partner) => issuerOf(config, partner)),
    audience: config.apiAudience,
    publicJwks: () => publicJwksOf(signingKeys.current()),
    hasSessionEnded: sessionEndedCheck(sessionRevocations),
  });
  await app.register(authPlugin, { verifyAccessToken });
  await app.register(apiCacheControlPlugin);
  // Brute-force limits in the database, shared by every copy of the server.
  const throttle = createThrottle({ db, limits: withAddressLimitsScaled(throttleLimits, config.throttleAddressLimitScale) });
  const messenger = givenMessenger ?? startMessenger(app, config, db);
  const audit = givenAudit ?? startAuditTrail(app, config, db);
  const oneTimeCodes = createOneTimeCodes({ db, messenger, key: deriveOneTimeCodeKey(config.cookieKeys[0]!) });
  await app.register(identityModule, {
    config, db, signingKeys, throttle, messenger, oneTimeCodes, audit, hasSessionEnded: sessionEndedCheck(sessionRevocations),
  });
  // Built once: the API modules and FHIR read the partner's features through the same gate.
  const features = createSharedFeatureGate(db, sharedAnswers);
  await app.register(apiModules, {
    config, db, features, sharedAnswers, throttle, messenger, oneTimeCodes, audit, clusterBus, renderDocument: renderDocument ?? startDocumentRenderer(app, config),
  });
  // The FHIR Patient Access API, before site hosting (whose SPA fallback would answer /fhir/…).
  await app.register(fhirModule, {
    prefix: fhirPrefix, config, db, features, verifyAccessToken, isAppConnected: appConnectionCheck(db, config.production),
    limitRequest: (claims, address) => throttle.attempt('fhirClient', { address, accountKey: `${claims.clientId ?? ''}:${claims.subject}` }),
  });
  // Before site hosting, whose SPA fallback would otherwise answer /dev/outbox.
  await app.register(outboxRoutes, { production: config.production, outbox: createOutbox(db) });
  await app.register(siteHosting, { sitesDir: config.sitesDir });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).type('application/json').send(errorBody(404, 'The requested resource was not found.'));
  });
  return app;
}

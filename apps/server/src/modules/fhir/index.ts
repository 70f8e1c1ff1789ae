// The FHIR R4 Patient Access API at /fhir/{partner}
// (ARCHITECTURE: fhir): read-only, from the same data the portal shows, every
// answer and every error FHIR JSON (OperationOutcome in en/es).
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { Partner } from '@portal/core';
import { issuerOf, type Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { brands } from '../../identity/brands.ts';
import { languageOf } from '../../lib/member-language.ts';
import type { AccessTokenVerifier } from '../../plugins/access-token-verifier.ts';
import { isDatabaseUnavailable } from '../../plugins/database-unavailable.ts';
import type { FeatureGate } from '../features/feature-gate.ts';
import { capabilityStatementOf } from './capability-statement.ts';
import type { AppConnectionCheck, FhirRequestLimit } from './fhir-access.ts';
import { fhirTexts } from './fhir-texts.ts';
import { FhirError, operationOutcomeOf } from './operation-outcome.ts';
import { createFhirRepository } from './repository.ts';
import { fhirContentType, fhirRoutes } from './routes.ts';
import { createFhirService } from './service.ts';
import { smartConfigurationOf, smartEndpointsOf } from './smart-configuration.ts';

export const fhirPrefix = '/fhir';

export interface FhirModuleOptions {
  config: Config;
  db: Database;
  /** The partner's features, built once and shared with the API modules. */
  features: FeatureGate;
  /** The API's own verifier: the brand's issuer, the API audience, revoked sessions refused. */
  verifyAccessToken: AccessTokenVerifier;
  /** Whether the member still has the token's app connected (identity/third-party-apps/connected-apps.ts). */
  isAppConnected: AppConnectionCheck;
  /** The per-app rate limit (plugins/throttling, kind fhirClient). */
  limitRequest: FhirRequestLimit;
}

export const fhirBaseOf = (config: Pick<Config, 'siteOrigins'>, partner: Partner) => `${config.siteOrigins[partner]}${fhirPrefix}/${partner}`;

/** Any error as the FHIR error it is to an app; details of the unexpected ones go to the log only. */
function fhirErrorOf(error: FastifyError): FhirError {
  if (error instanceof FhirError) return error;
  if (error.statusCode === 401) return new FhirError(401, 'login', fhirTexts.tokenRefused);
  if (isDatabaseUnavailable(error)) return new FhirError(503, 'transient', fhirTexts.unavailable, 5);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new FhirError(status, 'invalid', { en: error.message, es: error.message });
  return new FhirError(500, 'exception', fhirTexts.serverError);
}

export const fhirModule: FastifyPluginAsync<FhirModuleOptions> = async (app, { config, db, features, verifyAccessToken, isAppConnected, limitRequest }) => {
  const startedAt = new Date().toISOString();
  const service = createFhirService({
    repository: createFhirRepository(db),
    featuresOf: features.featuresOf,
  });

  // Apps running in a browser read the API from their own origin: bearer tokens, never cookies, so any origin may.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-expose-headers', 'www-authenticate, retry-after');
  });
  app.options('/*', async (_request, reply) => reply.code(204)
    .header('access-control-allow-methods', 'GET')
    .header('access-control-allow-headers', 'authorization, accept, accept-language')
    .header('access-control-max-age', '600')
    .send());

  // Read-only: a write's body is never read, so whatever its type it is answered 405, not 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const fhirError = fhirErrorOf(error);
    if (fhirError.statusCode >= 500) request.log.error({ err: error }, 'FHIR request failed');
    if (fhirError.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    if (fhirError.retryAfterSeconds !== undefined) reply.header('retry-after', String(fhirError.retryAfterSeconds));
    return reply.code(fhirError.statusCode).type(fhirContentType).header('cache-control', 'no-store')
      .send(operationOutcomeOf(fhirError, languageOf(request.headers['accept-language'])));
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new FhirError(404, 'not-found', fhirTexts.unknownPartner);
    return reply.code(404).type(fhirContentType).send(operationOutcomeOf(error, languageOf(request.headers['accept-language'])));
  });

  await app.register(fhirRoutes, {
    service,
    authorization: { verifyAccessToken, isAppConnected, limitRequest },
    fhirBaseOf: (partner) => fhirBaseOf(config, partner),
    metadataOf: (partner) => capabilityStatementOf({
      fhirBase: fhirBaseOf(config, partner), brandName: brands[partner].name, endpoints: smartEndpointsOf(issuerOf(config, partner)), date: startedAt,
    }),
    smartConfigurationOf: (partner) => smartConfigurationOf(smartEndpointsOf(issuerOf(config, partner))),
  });
};

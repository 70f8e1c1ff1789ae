// The identity module: one OpenID Connect provider per partner on this server
// under /oidc/:partner, its interaction pages, and housekeeping of its store.
import type { FastifyPluginAsync } from 'fastify';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { createIdentityAudit } from '../audit/identity-audit.ts';
import { issuerOf, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { perPartner } from '../per-partner.ts';
import type { ThrottleService } from '../plugins/throttling/index.ts';
import { createAccessTokenVerifier, type AccessTokenVerifierOptions } from '../plugins/access-token-verifier.ts';
import { staffPartner } from '../plugins/auth.ts';
import { actOnMemberAuditEvent, type MemberActingEvent } from './token-exchange/index.ts';
import { createAccountRepository } from './accounts/account-repository.ts';
import { createAccountService } from './accounts/accounts.ts';
import { forgotPasswordModule } from './forgot-password/forgot-password-module.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { hasPasskey, passkeySignInRoutes } from './passkeys/index.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { OneTimeCodes } from './one-time-codes/one-time-codes.ts';
import { createOidcPayloadRepository } from './oidc-store/oidc-payload-repository.ts';
import { createPartnerProvider } from './provider/provider.ts';
import { createSessionRevocation } from './revocation/session-revocation.ts';
import { providerRoutes } from './provider/provider-routes.ts';
import { clientCorsOrigins } from './provider/client-cors.ts';
import { thirdPartyAppsOf } from './third-party-apps/demo-app.ts';
import { consentRoutes } from './third-party-apps/consent.ts';
import { createSecondFactorSignIn, secondFactorRoutes, secondFactorsOf } from './second-factor/index.ts';
import { publicJwksOf } from './signing-keys/signing-keys.ts';
import type { SigningKeySource } from './signing-keys/signing-key-ring.ts';
import { swappableProviders } from './signing-keys/swappable-providers.ts';

const cleanupEveryMs = 10 * 60_000;

export interface IdentityModuleOptions {
  config: Config;
  db: Database;
  /** The current keys; a new key rebuilds the partner's provider. */
  signingKeys: SigningKeySource;
  /** Brute-force limits of sign-in. */
  throttle: ThrottleService;
  /** Sends email, texts and voice calls. */
  messenger: Messenger;
  /** Issues and checks one-time codes (§5, §9). */
  oneTimeCodes: OneTimeCodes;
  /** Identity events of the audit trail: sign-ins, password resets, token exchange. */
  audit: AuditTrail;
  /** A CSR whose sessions were ended cannot exchange their token either. */
  hasSessionEnded?: AccessTokenVerifierOptions['hasSessionEnded'];
}

export const identityModule: FastifyPluginAsync<IdentityModuleOptions> = async (app, { config, db, signingKeys, messenger, oneTimeCodes, throttle, audit, hasSessionEnded }) => {
  const accounts = createAccountService({ repository: createAccountRepository(db) });
  const payloads = createOidcPayloadRepository(db);
  const sessionRevocation = createSessionRevocation(db);
  // The CSR's own token is checked at the token exchange as the API checks it.
  const verifyAccessToken = createAccessTokenVerifier({
    issuers: perPartner((partner) => issuerOf(config, partner)),
    audience: config.apiAudience,
    publicJwks: () => publicJwksOf(signingKeys.current()),
    hasSessionEnded,
  });
  const tokenExchange = { db, verifyAccessToken, onExchange: (event: MemberActingEvent) => audit.record(actOnMemberAuditEvent(event)) };
  const { providers, stop: stopSwapping } = swappableProviders(
    signingKeys,
    (partner, keys) => createPartnerProvider({
      partner, config, keys, accounts, payloads, log: app.log,
      tokenExchange: partner === staffPartner ? tokenExchange : undefined,
      sessionRevocation,
    }),
    (error) => app.log.error({ err: error }, 'could not rebuild an identity provider with new signing keys'),
  );
  app.addHook('onClose', async () => stopSwapping());

  const secondFactors = secondFactorsOf(config, db);
  const identityAudit = createIdentityAudit({ audit, db });
  await app.register(interactionRoutes, {
    providers, accounts, config, throttle, messenger, secondFactor: createSecondFactorSignIn(secondFactors), identityAudit,
  });
  await app.register(secondFactorRoutes, {
    providers, accounts, secondFactors, config, throttle, messenger, hasPasskey: (accountId) => hasPasskey(db, accountId), identityAudit,
  });
  await app.register(passkeySignInRoutes, { providers, config, db, throttle, messenger, identityAudit });
  await app.register(forgotPasswordModule, { config, db, messenger, oneTimeCodes, throttle, identityAudit });
  // The member's Allow / Don't allow for a third-party app.
  await app.register(consentRoutes, { providers, accounts, config });
  // The site's own client and every registered app (their redirect origins) may call the client endpoints from a browser.
  const appRedirectUris = thirdPartyAppsOf(config.production).map((thirdPartyApp) => thirdPartyApp.redirectUris);
  const corsOrigins = perPartner((partner) => clientCorsOrigins(config.siteOrigins[partner], appRedirectUris));
  await app.register(providerRoutes, { providers, corsOrigins });

  const cleanup = setInterval(() => {
    payloads.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired identity records'));
  }, cleanupEveryMs);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));
};

// One OpenID Connect provider per partner (ARCHITECTURE: identity), issuer
// `${site origin}/oidc/${partner}`, with the site's public PKCE client.
import type { FastifyBaseLogger } from 'fastify';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { portalClientIdOf, type Partner } from '@portal/core';
import { issuerOf, type Config } from '../../config.ts';
import { apiScope } from '../../plugins/auth.ts';
import { patientAccessResourceScopes, smartLaunchScopes } from '../../lib/smart-scopes.ts';
import { accessTokenClaimsOf, identityClaimsOf, type AccountService } from '../accounts/accounts.ts';
import { brands } from '../brands.ts';
import { isClientCorsOrigin } from './client-cors.ts';
import { seeClientAsFastifyDoes } from './client-as-fastify-sees.ts';
import { autoConsentGrant } from './first-party-consent.ts';
import { slidingLifetime } from './idle-timeout.ts';
import { identityCookieOptions, secureCookiesWhateverTheProxy } from './identity-cookies.ts';
import { databaseAdapterFactory } from '../oidc-store/oidc-adapter.ts';
import type { OidcPayloadRepository } from '../oidc-store/oidc-payload-repository.ts';
import { renderLogoutPage } from '../pages/logout-page.ts';
import { renderMessagePage } from '../pages/message-page.ts';
import { answerUnknownProviderRoutes } from './unknown-provider-route.ts';
import { revokeSessionsAtSignOut } from '../revocation/revoke-at-sign-out.ts';
import type { SessionRevocation } from '../revocation/session-revocation.ts';
import type { PartnerSigningKeys } from '../signing-keys/signing-keys.ts';
import { chooseLanguage, texts } from '../texts.ts';
import { registerTokenExchange, tokenExchangeGrantType, type TokenExchangeOptions } from '../token-exchange/index.ts';
import { tokenLifetimes } from '../token-lifetimes.ts';
import { thirdPartyAppsOf, thirdPartyClientOf } from '../third-party-apps/demo-app.ts';
import { addPatientLaunchContext, fhirUserOf } from '../third-party-apps/launch-context.ts';

/** §7 sign-in scopes besides the API's resource scope (GroupMemberBackend). */
export const openIdScopes = ['openid', 'profile', 'email', 'offline_access'] as const;


const sessionLimits = { idleSeconds: tokenLifetimes.idle, absoluteSeconds: tokenLifetimes.session };
const refreshTokenLimits = { idleSeconds: tokenLifetimes.idle, absoluteSeconds: tokenLifetimes.refreshToken };


export interface PartnerProviderOptions {
  partner: Partner;
  config: Config;
  keys: PartnerSigningKeys;
  accounts: AccountService;
  payloads: OidcPayloadRepository;
  log: FastifyBaseLogger;
  /** Sign-out ends every session of the account (store and access tokens). */
  sessionRevocation?: SessionRevocation;
  /** CSRs exchange their token for a member's at this issuer (alic only). */
  tokenExchange?: Pick<TokenExchangeOptions, 'db' | 'verifyAccessToken' | 'onExchange'>;
}

function languageOf(ctx: KoaContextWithOIDC) {
  const params = (ctx.oidc?.params ?? {}) as { ui_locales?: string };
  return chooseLanguage({ uiLocales: params.ui_locales, acceptLanguage: ctx.get('accept-language') });
}

function sendPage(ctx: KoaContextWithOIDC, page: { html: string; contentSecurityPolicy: string }) {
  ctx.type = 'html';
  ctx.set('content-security-policy', page.contentSecurityPolicy);
  ctx.body = page.html;
}

export function createPartnerProvider({ partner, config, keys, accounts, payloads, log, tokenExchange, sessionRevocation }: PartnerProviderOptions): Provider {
  const siteOrigin = config.siteOrigins[partner];
  const brand = brands[partner];
  const audience = config.apiAudience;

  const configuration: Configuration = {
    adapter: databaseAdapterFactory(payloads),
    jwks: keys.privateJwks as Configuration['jwks'],
    cookies: {
      keys: [...config.cookieKeys],
      names: { session: `_session.${partner}`, interaction: `_interaction.${partner}`, resume: `_interaction_resume.${partner}` },
      long: identityCookieOptions(config.production),
      short: identityCookieOptions(config.production),
    },
    clients: [
      {
        client_id: portalClientIdOf(partner),
        client_name: brand.name,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token', ...(tokenExchange ? [tokenExchangeGrantType] : [])],
        response_types: ['code'],
        redirect_uris: [`${siteOrigin}/dashboard`],
        post_logout_redirect_uris: [`${siteOrigin}/landing`],
        scope: openIdScopes.join(' '),
      },
      // Apps a member may connect to their FHIR data, each asking the member's consent.
      ...thirdPartyAppsOf(config.production).map(thirdPartyClientOf),
    ],
    responseTypes: ['code'],
    // Public clients must use PKCE; oidc-provider only offers S256.
    pkce: { required: () => true },
    scopes: [...openIdScopes, ...smartLaunchScopes],
    claims: {
      openid: ['sub', 'amr'], // amr: ['pwd', 'otp'] after a second factor
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
      fhirUser: ['fhirUser'],
    },
    async findAccount(_ctx, sub) {
      const account = await accounts.findById(partner, sub);
      if (!account) return undefined;
      const fhirUser = fhirUserOf(config, partner, account);
      return { accountId: account.id, claims: () => ({ ...identityClaimsOf(account), ...(fhirUser ? { fhirUser } : {}) }) };
    },
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await accounts.findById(partner, token.accountId);
      // iat_ms: a sign-out refuses the account's tokens issued up to its moment (revocation-list.ts); iat's whole
      // seconds would also refuse a token issued just after it, when the member signs straight back in.
      return account ? { ...accessTokenClaimsOf(account), iat_ms: Date.now() } : undefined;
    },
    // The site asks for offline_access without prompt=consent; refresh tokens
    // are issued to the site's client in any case (rotated on every use).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    loadExistingGrant: (ctx) => autoConsentGrant(ctx, portalClientIdOf(partner)),
    interactions: { url: (_ctx, interaction) => `/oidc/${partner}/interaction/${interaction.uid}` },
    clientBasedCORS: (_ctx, origin, client) => isClientCorsOrigin(origin, siteOrigin, client.redirectUris),
    discovery: { ui_locales_supported: ['en', 'es'], claims_locales_supported: undefined },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? tokenLifetimes.accessToken,
      AuthorizationCode: tokenLifetimes.authorizationCode,
      IdToken: tokenLifetimes.idToken,
      Interaction: tokenLifetimes.interaction,
      // Idle 30 minutes, absolute 8 hours (idle-timeout.ts).
      Session: (_ctx, session) => slidingLifetime(sessionLimits, session.loginTs),
      Grant: tokenLifetimes.session,
      RefreshToken: (_ctx, token) => slidingLifetime(refreshTokenLimits, token.iiat),
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // Token requests without `resource` still get the API's JWT.
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator, client) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            // The site gets the portal API's scope; a third-party app only the FHIR patient scopes.
            scope: client.clientId === portalClientIdOf(partner) ? apiScope : patientAccessResourceScopes.join(' '),
            audience,
            accessTokenTTL: tokenLifetimes.accessToken,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          sendPage(ctx, renderLogoutPage({ brand, language: languageOf(ctx), providerForm: form, siteOrigin }));
        },
        postLogoutSuccessSource(ctx) {
          const t = texts[languageOf(ctx)];
          sendPage(ctx, renderMessagePage({
            brand, language: languageOf(ctx), title: t.signedOutTitle, message: t.signedOut,
            link: { href: `${siteOrigin}/landing`, label: t.backToSite(brand.name) },
          }));
        },
      },
    },
    renderError(ctx, _out, error) {
      const language = languageOf(ctx);
      const t = texts[language];
      if (!(error instanceof errors.OIDCProviderError) || error.statusCode >= 500) {
        log.error({ err: error }, 'identity provider error');
      }
      sendPage(ctx, renderMessagePage({
        brand, language, title: t.errorTitle, message: t.error,
        link: { href: `${siteOrigin}/login`, label: t.startAgain },
      }));
    },
  };

  const provider = new Provider(issuerOf(config, partner), configuration);
  // Not provider.proxy: Koa would believe any sender's X-Forwarded-*; TRUST_PROXY is applied once, by Fastify.
  seeClientAsFastifyDoes(provider);
  secureCookiesWhateverTheProxy(provider, config.production);
  if (tokenExchange) {
    registerTokenExchange(provider, {
      ...tokenExchange, partner, issuer: issuerOf(config, partner), audience, privateJwks: keys.privateJwks,
    });
  }
  if (sessionRevocation) revokeSessionsAtSignOut(provider, sessionRevocation, log);
  addPatientLaunchContext(provider, partner, accounts);
  answerUnknownProviderRoutes(provider, configuration.renderError!);
  provider.on('server_error', (_ctx, error) => log.error({ err: error, partner }, 'identity provider server error'));
  return provider;
}

// The provider's interaction pages: sign-in form and its submission. Consent
// is automatic for the portal's own sites (see first-party-consent.ts); a
// third-party app gets the consent page (third-party-apps/consent.ts).
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type Provider from 'oidc-provider';
import { portalClientIdOf, type Partner } from '@portal/core';
import type { IdentityAudit } from '../audit/identity-audit.ts';
import type { Config } from '../config.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { partnerOfSubsidiary } from '../plugins/partner.ts';
import { throttleMessage, type ThrottleService } from '../plugins/throttling/index.ts';
import type { AccountService } from './accounts/accounts.ts';
import type { SecondFactorSignIn } from './second-factor/index.ts';
import { brands } from './brands.ts';
import { pendingInteraction, sendExpiredSignInPage, type InteractionDetails } from './sign-in/pending-interaction.ts';
import { renderLoginPage } from './pages/login-page.ts';
import { sendPage } from './pages/send-page.ts';
import { signInNotice } from './sign-in/sign-in-notice.ts';
import { refuseStaffOffAlic } from './staff-sign-in/index.ts';
import { sendConsentPage } from './third-party-apps/consent.ts';
import { chooseLanguage, type Language } from './texts.ts';
import { passkeySignInSection } from './passkeys/sign-in-section.ts';

export interface InteractionRoutesOptions {
  providers: Readonly<Record<Partner, Provider>>;
  accounts: AccountService;
  config: Config;
  /** Sign-in attempts per client address and per typed email. */
  throttle: ThrottleService;
  /** Sends the member the new-sign-in notice. */
  messenger: Messenger;
  /** The second step after a right password, for accounts with or needing an authenticator. */
  secondFactor: SecondFactorSignIn;
  /** Sign-ins and failed sign-ins of known accounts in the audit trail. */
  identityAudit?: IdentityAudit;
}

const InteractionParams = Type.Object({
  partner: Type.String({ maxLength: 32 }),
  uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
const LanguageQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
const SignInForm = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: 256 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});


export const interactionRoutes: FastifyPluginAsyncTypebox<InteractionRoutesOptions> = async (app, { providers, accounts, config, throttle, messenger, secondFactor, identityAudit }) => {
  await app.register(formbody);

  function loginPage(
    reply: FastifyReply, partner: Partner, uid: string, language: Language,
    form: { email?: string; error?: 'incorrect' | 'missingFields'; errorMessage?: string } = {},
    status = 200,
  ) {
    const other = language === 'en' ? 'es' : 'en';
    const path = `/oidc/${partner}/interaction/${uid}`;
    return sendPage(reply, renderLoginPage({
      brand: brands[partner], language, action: `${path}/login`, otherWay: passkeySignInSection(`${path}/login`, language), switchLanguageHref: `${path}?lang=${other}`,
      forgotPasswordHref: `/oidc/${partner}/forgot-password?lang=${language}&interaction=${uid}`, siteOrigin: config.siteOrigins[partner], ...form,
    }), status);
  }

  /** Finishes the interaction and sends the browser back to the provider. */
  async function finish(request: FastifyRequest, reply: FastifyReply, provider: Provider, result: Parameters<Provider['interactionResult']>[2]) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** Safety net: a consent prompt is answered with a grant for what was asked. */
  async function consentAutomatically(request: FastifyRequest, reply: FastifyReply, provider: Provider, details: InteractionDetails) {
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id as string;
    const grant = (details.grantId && (await provider.Grant.find(details.grantId))) || new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    const grantId = await grant.save();
    return finish(request, reply, provider, { consent: { grantId } });
  }

  app.get('/oidc/:partner/interaction/:uid', { schema: { params: InteractionParams, querystring: LanguageQuery } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const provider = providers[partner];
    const acceptLanguage = request.headers['accept-language'];
    const details = await pendingInteraction(request, reply, provider, request.params.uid);
    if (!details) return sendExpiredSignInPage(reply, config, partner, chooseLanguage({ explicit: request.query.lang, acceptLanguage }));
    const language = chooseLanguage({
      explicit: request.query.lang, uiLocales: details.params.ui_locales as string | undefined, acceptLanguage,
    });
    if (details.prompt.name === 'consent') {
      // An app other than the brand's own site asks the member first.
      if (details.params.client_id !== portalClientIdOf(partner)) return sendConsentPage(reply, config, partner, details, language);
      return consentAutomatically(request, reply, provider, details);
    }
    return loginPage(reply, partner, details.uid, language, {
      email: typeof details.params.login_hint === 'string' ? details.params.login_hint : '',
    });
  });

  app.post('/oidc/:partner/interaction/:uid/login', { schema: { params: InteractionParams, body: SignInForm } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const provider = providers[partner];
    const { email = '', password = '', lang } = request.body;
    const language = chooseLanguage({ explicit: lang, acceptLanguage: request.headers['accept-language'] });
    const details = await pendingInteraction(request, reply, provider, request.params.uid);
    if (!details) return sendExpiredSignInPage(reply, config, partner, language);
    if (details.prompt.name !== 'login') {
      if (details.params.client_id !== portalClientIdOf(partner)) return reply.redirect(`/oidc/${partner}/interaction/${details.uid}`, 303);
      return consentAutomatically(request, reply, provider, details);
    }
    if (!email.trim() || !password) return loginPage(reply, partner, details.uid, language, { email, error: 'missingFields' });
    // Counted per address and per typed email (any case), whether or not it has an account. A password
    // reset clears the email's failures: throttle.clearFailures('signIn', email).
    const accountKey = email;
    const decision = await throttle.attempt('signIn', { address: request.ip, accountKey });
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      const errorMessage = throttleMessage(decision.reason, decision.retryAfterSeconds, language);
      return loginPage(reply, partner, details.uid, language, { email, errorMessage }, 429);
    }
    const account = await accounts.authenticate(partner, email, password);
    // The same answer for a wrong password and an unknown email.
    if (!account) {
      await throttle.recordFailure('signIn', accountKey);
      await identityAudit?.signInFailed(partner, email, request.ip);
      return loginPage(reply, partner, details.uid, language, { email, error: 'incorrect' });
    }
    if (refuseStaffOffAlic(reply, config, partner, account, language)) return reply; // staff sign in on alic only
    await throttle.succeeded('signIn', { address: request.ip, accountKey });
    // An authenticator code next, or a CSR's enrollment (second-factor/sign-in-routes.ts finishes then).
    const secondStage = await secondFactor.stageAfterPassword(account);
    if (secondStage) return secondFactor.start(reply, { partner, uid: details.uid, accountId: account.id, stage: secondStage, language });
    // Best effort: a mail server's failure must not fail the sign-in. Awaited, so the notice is
    // written (development outbox) before the member goes on, in the order things happened.
    try {
      await messenger.send(signInNotice({ partner, to: account.email, language, at: new Date() }));
    } catch (error) {
      request.log.warn({ err: error, partner }, 'could not send the new-sign-in notice');
    }
    await identityAudit?.signedIn(account, 'password', request.ip);
    return finish(request, reply, provider, { login: { accountId: account.id, remember: false } });
  });
};

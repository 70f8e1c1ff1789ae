// Consent for third-party apps. The portal's own sites are
// consented automatically (first-party-consent.ts); any other client shows
// the member what it will read and gets only what the member allows: the
// SMART patient scopes, never the portal API's scope. Only a member's own
// account may connect an app (a CSR or admin cannot).
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import { patientAccessResourceScopes } from '../../lib/smart-scopes.ts';
import { partnerOfSubsidiary } from '../../plugins/partner.ts';
import type { Config } from '../../config.ts';
import type { AccountService } from '../accounts/accounts.ts';
import { brands } from '../brands.ts';
import { pendingInteraction, sendExpiredSignInPage, type InteractionDetails } from '../sign-in/pending-interaction.ts';
import { sendPage } from '../pages/send-page.ts';
import { chooseLanguage, type Language } from '../texts.ts';
import { renderConsentPage } from './consent-page.ts';
import { consentTexts, sharedResourcesOf } from './consent-texts.ts';
import { thirdPartyAppsOf } from './demo-app.ts';

interface MissingGrant {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

const requestedScopesOf = (details: InteractionDetails) => String(details.params.scope ?? '').split(' ').filter(Boolean);

/** GET of a consent interaction for a third-party client: the page in the brand's look. */
export function sendConsentPage(reply: FastifyReply, config: Config, partner: Partner, details: InteractionDetails, language: Language) {
  const app = thirdPartyAppsOf(config.production).find((candidate) => candidate.clientId === details.params.client_id);
  return sendPage(reply, renderConsentPage({
    brand: brands[partner],
    language,
    appName: app?.name ?? String(details.params.client_id),
    resources: sharedResourcesOf(requestedScopesOf(details)),
    action: `/oidc/${partner}/interaction/${details.uid}/consent`,
    appOrigins: [...new Set((app?.redirectUris ?? []).map((uri) => new URL(uri).origin))],
  }));
}

const ConsentParams = Type.Object({
  partner: Type.String({ maxLength: 32 }),
  uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
const ConsentForm = Type.Object({
  decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});

export interface ConsentRoutesOptions {
  providers: Readonly<Record<Partner, Provider>>;
  accounts: AccountService;
  config: Config;
}

export const consentRoutes: FastifyPluginAsyncTypebox<ConsentRoutesOptions> = async (app, { providers, accounts, config }) => {
  await app.register(formbody);

  async function finish(request: FastifyRequest, reply: FastifyReply, provider: Provider, result: Parameters<Provider['interactionResult']>[2]) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  app.post('/oidc/:partner/interaction/:uid/consent', { schema: { params: ConsentParams, body: ConsentForm } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const provider = providers[partner];
    const language = chooseLanguage({ explicit: request.body.lang, acceptLanguage: request.headers['accept-language'] });
    const details = await pendingInteraction(request, reply, provider, request.params.uid);
    if (!details || details.prompt.name !== 'consent' || !details.session?.accountId) return sendExpiredSignInPage(reply, config, partner, language);
    if (request.body.decision === 'deny') {
      return finish(request, reply, provider, { error: 'access_denied', error_description: 'The member did not allow the app.' });
    }
    const account = await accounts.findById(partner, details.session.accountId);
    if (!account?.memberId || !account.roles.includes('member')) {
      return finish(request, reply, provider, { error: 'access_denied', error_description: consentTexts.en.notAMember });
    }
    const clientId = String(details.params.client_id);
    const grant = (details.grantId ? await provider.Grant.find(details.grantId) : undefined)
      ?? new provider.Grant({ accountId: details.session.accountId, clientId });
    const missing = details.prompt.details as MissingGrant;
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    // Only the patient-access scopes, whatever else was asked for.
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      const allowed = scopes.filter((scope) => patientAccessResourceScopes.includes(scope));
      if (allowed.length > 0) grant.addResourceScope(indicator, allowed.join(' '));
    }
    const grantId = await grant.save();
    return finish(request, reply, provider, { consent: { grantId } });
  });
};

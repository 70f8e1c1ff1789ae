// Signing in with a passkey at the identity provider: the
// script files, the options for a pending sign-in interaction, and the answer
// posted by the page's passkey form. A verified passkey finishes the
// interaction as a right password does, with the same throttle and notice; it
// also counts as a CSR's second factor.
import type { IdentityAudit } from '../../audit/identity-audit.ts';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { partnerOfSubsidiary } from '../../plugins/partner.ts';
import { throttleMessage, type ThrottleService } from '../../plugins/throttling/index.ts';
import { createAccountRepository } from '../accounts/account-repository.ts';
import { brands } from '../brands.ts';
import { pendingInteraction, sendExpiredSignInPage } from '../sign-in/pending-interaction.ts';
import { renderLoginPage } from '../pages/login-page.ts';
import { sendPage } from '../pages/send-page.ts';
import { signInNotice } from '../sign-in/sign-in-notice.ts';
import { refuseStaffOffAlic } from '../staff-sign-in/index.ts';
import { chooseLanguage, type Language } from '../texts.ts';
import { createPasskeyRepository } from './passkey-repository.ts';
import { createPasskeyService } from './passkey-service.ts';
import { passkeyTexts } from './passkey-texts.ts';
import { passkeySignInScript, passkeySignInScriptPath, readSimpleWebAuthnBundle, simpleWebAuthnBundlePath } from './sign-in-script.ts';
import { passkeySignInSection } from './sign-in-section.ts';

export interface PasskeySignInRoutesOptions {
  providers: Readonly<Record<Partner, Provider>>;
  config: Config;
  db: Queryable;
  throttle: ThrottleService;
  messenger: Messenger;
  /** The finished sign-in in the audit trail. */
  identityAudit?: IdentityAudit;
}

const InteractionParams = Type.Object({
  partner: Type.String({ maxLength: 32 }),
  uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
const PasskeyForm = Type.Object({
  response: Type.Optional(Type.String({ maxLength: 32_768 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});

const cleanupEveryMs = 10 * 60_000;

/** The browser's answer, if it is one: parsed JSON with the fields every answer has (the library checks the rest). */
function parseAnswer(text: string | undefined): AuthenticationResponseJSON | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<AuthenticationResponseJSON> | null;
    const ok = value && typeof value.id === 'string' && /^[A-Za-z0-9_-]{1,1024}$/.test(value.id)
      && value.type === 'public-key' && typeof value.response === 'object' && value.response !== null;
    return ok ? (value as AuthenticationResponseJSON) : undefined;
  } catch {
    return undefined;
  }
}

export const passkeySignInRoutes: FastifyPluginAsyncTypebox<PasskeySignInRoutesOptions> = async (app, { providers, config, db, throttle, messenger, identityAudit }) => {
  await app.register(formbody);
  const service = createPasskeyService({ repository: createPasskeyRepository(db), config });
  const accounts = createAccountRepository(db);
  const bundle = await readSimpleWebAuthnBundle();

  const cleanup = setInterval(() => {
    service.deleteExpiredChallenges().catch((error: unknown) => app.log.warn({ err: error }, 'could not delete expired passkey challenges'));
  }, cleanupEveryMs);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  for (const [path, source] of [[simpleWebAuthnBundlePath, bundle], [passkeySignInScriptPath, passkeySignInScript]] as const) {
    app.get(path, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(source));
  }

  /** The interaction while it still waits for a sign-in. */
  async function pendingLogin(request: FastifyRequest, reply: FastifyReply, provider: Provider, uid: string) {
    const details = await pendingInteraction(request, reply, provider, uid);
    return details?.prompt.name === 'login' ? details : undefined;
  }

  /** The sign-in page again, with a message, as the password form shows it. */
  function loginPage(reply: FastifyReply, partner: Partner, uid: string, language: Language, errorMessage: string, status: number) {
    const other = language === 'en' ? 'es' : 'en';
    const path = `/oidc/${partner}/interaction/${uid}`;
    return sendPage(reply, renderLoginPage({
      brand: brands[partner], language, action: `${path}/login`, otherWay: passkeySignInSection(`${path}/login`, language), switchLanguageHref: `${path}?lang=${other}`,
      forgotPasswordHref: `/oidc/${partner}/forgot-password?lang=${language}&interaction=${uid}`,
      siteOrigin: config.siteOrigins[partner], errorMessage,
    }), status);
  }

  app.post('/oidc/:partner/interaction/:uid/passkey/options', { schema: { params: InteractionParams } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const details = await pendingLogin(request, reply, providers[partner], request.params.uid);
    if (!details) return reply.code(410).header('cache-control', 'no-store').send({ statusCode: 410, error: 'Gone', message: 'sign-in expired' });
    return reply.header('cache-control', 'no-store').send(await service.signInOptions(partner, details.uid));
  });

  app.post('/oidc/:partner/interaction/:uid/passkey', { schema: { params: InteractionParams, body: PasskeyForm } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const provider = providers[partner];
    const language = chooseLanguage({ explicit: request.body.lang, acceptLanguage: request.headers['accept-language'] });
    const details = await pendingLogin(request, reply, provider, request.params.uid);
    if (!details) return sendExpiredSignInPage(reply, config, partner, language);
    const answer = parseAnswer(request.body.response);
    const failed = passkeyTexts[language].signInFailed;
    if (!answer) return loginPage(reply, partner, details.uid, language, failed, 400);

    // Counted per address and per passkey, as a password sign-in is per address and email.
    const accountKey = `passkey:${answer.id}`;
    const decision = await throttle.attempt('signIn', { address: request.ip, accountKey });
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      return loginPage(reply, partner, details.uid, language, throttleMessage(decision.reason, decision.retryAfterSeconds, language), 429);
    }
    const accountId = await service.signIn(partner, details.uid, answer);
    const account = accountId ? await accounts.findAccountById(partner, accountId) : undefined;
    if (!account) {
      await throttle.recordFailure('signIn', accountKey);
      return loginPage(reply, partner, details.uid, language, failed, 400);
    }
    if (refuseStaffOffAlic(reply, config, partner, account, language)) return reply; // staff sign in on alic only
    await throttle.succeeded('signIn', { address: request.ip, accountKey });
    try {
      await messenger.send(signInNotice({ partner, to: account.email, language, at: new Date() }));
    } catch (error) {
      request.log.warn({ err: error, partner }, 'could not send the new-sign-in notice');
    }
    await identityAudit?.signedIn(account, 'passkey', request.ip);
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: account.id, remember: false } }, { mergeWithLastSubmission: false });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  });
};

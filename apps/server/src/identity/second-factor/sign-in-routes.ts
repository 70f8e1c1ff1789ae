// The sign-in's second step at the identity provider. After
// a right password (interaction-routes.ts), an account with an authenticator
// is asked for its code or a recovery code; a CSR account without one sets one
// up right there (QR code, a code from the app, the recovery codes once).
// Only then does the interaction finish, with amr ['pwd', 'otp'].
//
// Which account typed its password is kept server-side by interaction uid
// (pending_second_factors), not in the browser: finishing needs both the
// interaction cookie and that row.
import type { IdentityAudit } from '../../audit/identity-audit.ts';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type Provider from 'oidc-provider';
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { partnerOfSubsidiary } from '../../plugins/partner.ts';
import { throttleMessage, type ThrottleService } from '../../plugins/throttling/index.ts';
import type { AccountRecord } from '../accounts/account-repository.ts';
import type { AccountService } from '../accounts/accounts.ts';
import { brands } from '../brands.ts';
import { pendingInteraction, sendExpiredSignInPage } from '../sign-in/pending-interaction.ts';
import type { Page } from '../pages/html.ts';
import { renderAuthenticatorEnrollPage, renderRecoveryCodesPage, renderSecondFactorCodePage } from './second-factor-pages.ts';
import { signInNotice } from '../sign-in/sign-in-notice.ts';
import { chooseLanguage, type Language } from '../texts.ts';
import type { PendingStage } from './second-factor-repository.ts';
import type { SecondFactors } from './second-factors.ts';
import { secondFactorTexts } from './second-factor-texts.ts';

/** How long a right password waits for its second factor. */
const pendingLifetimeMs = 10 * 60_000;

const Params = Type.Object({
  partner: Type.String({ maxLength: 32 }),
  uid: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});
const LanguageQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8 })) });
const CodeForm = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 64 })),
  lang: Type.Optional(Type.String({ maxLength: 8 })),
});

/** What the password step needs: whether a second step follows, and starting it. */
export interface SecondFactorSignIn {
  /** 'code' for an account with an authenticator, 'enroll' for a CSR without one, undefined otherwise. */
  stageAfterPassword(account: AccountRecord): Promise<PendingStage | undefined>;
  /** Remembers the right password for this interaction and sends the browser to the second step. */
  start(reply: FastifyReply, input: { partner: Partner; uid: string; accountId: string; stage: PendingStage; language: Language }): Promise<FastifyReply>;
}

export function createSecondFactorSignIn(secondFactors: SecondFactors): SecondFactorSignIn {
  return {
    async stageAfterPassword(account) {
      if (await secondFactors.hasTotp(account.id)) return 'code';
      // A CSR with a passkey signs in with the passkey (identity/passkeys), which does not come here.
      if (account.roles.includes('csr')) return 'enroll';
      return undefined;
    },
    async start(reply, { partner, uid, accountId, stage, language }) {
      await secondFactors.pending.put(uid, { partner, accountId, stage }, new Date(Date.now() + pendingLifetimeMs));
      return reply.header('cache-control', 'no-store').redirect(`/oidc/${partner}/interaction/${uid}/second-factor?lang=${language}`, 303);
    },
  };
}

export interface SecondFactorRoutesOptions {
  providers: Readonly<Record<Partner, Provider>>;
  accounts: AccountService;
  secondFactors: SecondFactors;
  config: Config;
  throttle: ThrottleService;
  messenger: Messenger;
  /** Whether the account has a passkey (identity/passkeys): a CSR may then sign in with it instead of enrolling. */
  hasPasskey?: (accountId: string) => Promise<boolean>;
  /** The finished sign-in in the audit trail. */
  identityAudit?: IdentityAudit;
}

function sendPage(reply: FastifyReply, page: Page, status = 200) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', page.contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

export const secondFactorRoutes: FastifyPluginAsyncTypebox<SecondFactorRoutesOptions> = async (
  app, { providers, accounts, secondFactors, config, throttle, messenger, hasPasskey, identityAudit },
) => {
  await app.register(formbody);

  /** The interaction and whose password was right in it, or undefined (expired, other browser, no password yet). */
  async function pendingSignIn(request: FastifyRequest, reply: FastifyReply, partner: Partner, uid: string) {
    const details = await pendingInteraction(request, reply, providers[partner], uid);
    if (details?.prompt.name !== 'login') return undefined;
    const pending = await secondFactors.pending.find(uid);
    if (!pending || pending.partner !== partner) return undefined;
    const account = await accounts.findById(partner, pending.accountId);
    return account && { pending, account };
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, partner: Partner, uid: string, account: AccountRecord, language: Language) {
    await secondFactors.pending.delete(uid);
    await identityAudit?.signedIn(account, 'secondFactor', request.ip);
    try {
      await messenger.send(signInNotice({ partner, to: account.email, language, at: new Date() }));
    } catch (error) {
      request.log.warn({ err: error, partner }, 'could not send the new-sign-in notice');
    }
    const returnTo = await providers[partner].interactionResult(
      request.raw, reply.raw, { login: { accountId: account.id, remember: false, amr: ['pwd', 'otp'] } }, { mergeWithLastSubmission: false },
    );
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  async function stagePage(
    reply: FastifyReply, partner: Partner, uid: string, account: AccountRecord, stage: PendingStage, language: Language,
    error?: string, status = 200,
  ) {
    const common = { brand: brands[partner], language, action: `/oidc/${partner}/interaction/${uid}/second-factor`, siteOrigin: config.siteOrigins[partner] };
    if (stage === 'enroll') {
      const setup = await secondFactors.beginSetup(account, { reuseUnconfirmed: true });
      // Already on (set up in another tab meanwhile): ask for its code instead.
      if (!setup.ok) return sendPage(reply, renderSecondFactorCodePage({ ...common, ...(error ? { error } : {}) }), status);
      const passkeyHref = (await hasPasskey?.(account.id)) ? `/oidc/${partner}/interaction/${uid}?lang=${language}` : undefined;
      return sendPage(reply, renderAuthenticatorEnrollPage({
        ...common, secret: setup.setup.secret, qrSvg: setup.setup.qrSvg, ...(error ? { error } : {}), ...(passkeyHref ? { passkeyHref } : {}),
      }), status);
    }
    return sendPage(reply, renderSecondFactorCodePage({ ...common, ...(error ? { error } : {}) }), status);
  }

  app.get('/oidc/:partner/interaction/:uid/second-factor', { schema: { params: Params, querystring: LanguageQuery } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const language = chooseLanguage({ explicit: request.query.lang, acceptLanguage: request.headers['accept-language'] });
    const found = await pendingSignIn(request, reply, partner, request.params.uid);
    // The recovery codes are never shown twice: a reload of that page starts the sign-in again.
    if (!found || found.pending.stage === 'recoveryCodes') return sendExpiredSignInPage(reply, config, partner, language);
    return stagePage(reply, partner, request.params.uid, found.account, found.pending.stage, language);
  });

  app.post('/oidc/:partner/interaction/:uid/second-factor', { schema: { params: Params, body: CodeForm } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const { uid } = request.params;
    const language = chooseLanguage({ explicit: request.body.lang, acceptLanguage: request.headers['accept-language'] });
    const t = secondFactorTexts[language];
    const found = await pendingSignIn(request, reply, partner, uid);
    if (!found) return sendExpiredSignInPage(reply, config, partner, language);
    const { pending, account } = found;
    if (pending.stage === 'recoveryCodes') return finish(request, reply, partner, uid, account, language);

    const code = request.body.code?.trim() ?? '';
    if (!code) return stagePage(reply, partner, uid, account, pending.stage, language, t.missing);
    // Wrong codes count per account and address: 6 digits are guessable otherwise.
    const attempt = { address: request.ip, accountKey: account.id };
    const decision = await throttle.attempt('codeEntry', attempt);
    if (!decision.allowed) {
      reply.header('retry-after', String(decision.retryAfterSeconds));
      return stagePage(reply, partner, uid, account, pending.stage, language, throttleMessage(decision.reason, decision.retryAfterSeconds, language), 429);
    }

    if (pending.stage === 'code') {
      const checked = await secondFactors.check(account.id, code);
      if (!checked.valid) {
        await throttle.recordFailure('codeEntry', account.id);
        return stagePage(reply, partner, uid, account, 'code', language, t.incorrect);
      }
      await throttle.succeeded('codeEntry', attempt);
      return finish(request, reply, partner, uid, account, language);
    }

    const confirmed = await secondFactors.confirm(account.id, code);
    if (!confirmed.ok && confirmed.reason === 'alreadyOn') {
      // Set up in another tab meanwhile: from now on this sign-in asks for its code.
      await secondFactors.pending.put(uid, { partner, accountId: account.id, stage: 'code' }, new Date(Date.now() + pendingLifetimeMs));
      return stagePage(reply, partner, uid, account, 'code', language);
    }
    if (!confirmed.ok) {
      await throttle.recordFailure('codeEntry', account.id);
      return stagePage(reply, partner, uid, account, 'enroll', language, t.incorrect);
    }
    await throttle.succeeded('codeEntry', attempt);
    await secondFactors.pending.put(uid, { partner, accountId: account.id, stage: 'recoveryCodes' }, new Date(Date.now() + pendingLifetimeMs));
    return sendPage(reply, renderRecoveryCodesPage({
      brand: brands[partner], language, action: `/oidc/${partner}/interaction/${uid}/second-factor`,
      siteOrigin: config.siteOrigins[partner], codes: confirmed.recoveryCodes,
    }));
  });
};

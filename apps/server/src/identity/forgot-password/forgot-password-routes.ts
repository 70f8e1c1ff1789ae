// The forgot-password pages of the identity provider, under
// /oidc/:partner/forgot-password: the sign-in page's "Forgot password?" leads
// here with ?interaction=<the pending sign-in> so "Back to sign in" returns to
// it (or to the site's /login once it has gone). Throttled: code sending per
// email and client address, code entry per email; a 429 is shown as a page.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import { partnerOfSubsidiary } from '../../plugins/partner.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { throttleMessage } from '../../plugins/throttling/index.ts';
import { brands } from '../brands.ts';
import type { CustomerServiceLine } from './customer-service.ts';
import { normalizedEmail, type ForgotPassword } from './forgot-password-service.ts';
import { forgotPasswordTexts } from './forgot-password-texts.ts';
import { renderForgotPasswordCodePage } from './forgot-password-code-page.ts';
import { renderForgotPasswordPage } from './forgot-password-page.ts';
import { renderMessagePage } from '../pages/message-page.ts';
import { sendPage } from '../pages/send-page.ts';
import { chooseLanguage, type Language } from '../texts.ts';

export interface ForgotPasswordRoutesOptions {
  config: Config;
  forgotPassword: ForgotPassword;
  throttle: Throttle;
  /** The partner's Customer Connections line, for someone who cannot use their email. */
  customerServiceOf: (partner: Partner) => Promise<CustomerServiceLine | undefined>;
}

const PartnerParams = Type.Object({ partner: Type.String({ maxLength: 32 }) });
const interaction = Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }));
const lang = Type.Optional(Type.String({ maxLength: 8 }));
const PageQuery = Type.Object({ lang, interaction });
const EmailForm = Type.Object({ email: Type.Optional(Type.String({ maxLength: 254 })), lang, interaction });
const reference = Type.Optional(Type.String({ maxLength: 1024 }));
const ResendForm = Type.Object({ reference, lang, interaction });
const ResetForm = Type.Object({
  reference,
  code: Type.Optional(Type.String({ maxLength: 32 })),
  newPassword: Type.Optional(Type.String({ maxLength: 256 })),
  confirmPassword: Type.Optional(Type.String({ maxLength: 256 })),
  lang,
  interaction,
});

/** Enough of an address to be worth a lookup; the account table decides the rest. */
const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function partnerOrUndefined(value: string): Partner | undefined {
  try {
    return partnerOfSubsidiary(value);
  } catch {
    return undefined;
  }
}

export const forgotPasswordRoutes: FastifyPluginAsyncTypebox<ForgotPasswordRoutesOptions> = async (app, { config, forgotPassword, throttle, customerServiceOf }) => {
  await app.register(formbody);

  const base = (partner: Partner) => `/oidc/${partner}/forgot-password`;
  const withQuery = (path: string, language: Language, uid: string | undefined) =>
    `${path}?${new URLSearchParams({ lang: language, ...(uid ? { interaction: uid } : {}) })}`;
  const signInHref = (partner: Partner, language: Language, uid: string | undefined) =>
    uid ? `/oidc/${partner}/interaction/${uid}?lang=${language}` : `${config.siteOrigins[partner]}/login`;

  function languageOf(request: FastifyRequest, explicit: string | undefined): Language {
    return chooseLanguage({ explicit, acceptLanguage: request.headers['accept-language'] });
  }

  async function emailPage(reply: FastifyReply, partner: Partner, language: Language, uid: string | undefined, form: { email?: string; error?: 'emailInvalid' } = {}) {
    const other: Language = language === 'en' ? 'es' : 'en';
    return sendPage(reply, renderForgotPasswordPage({
      brand: brands[partner], language, action: base(partner), interaction: uid, customerService: await customerServiceOf(partner),
      signInHref: signInHref(partner, language, uid), switchLanguageHref: withQuery(base(partner), other, uid), ...form,
    }), form.error ? 400 : 200);
  }

  function codePage(
    reply: FastifyReply, partner: Partner, language: Language, uid: string | undefined, reference: string,
    extra: Pick<Parameters<typeof renderForgotPasswordCodePage>[0], 'notice' | 'code' | 'codeProblem' | 'policyFailures'>,
  ) {
    const refused = extra.codeProblem !== undefined || (extra.policyFailures?.length ?? 0) > 0;
    return sendPage(reply, renderForgotPasswordCodePage({
      brand: brands[partner], language, resetAction: `${base(partner)}/reset`, resendAction: `${base(partner)}/resend`,
      reference, interaction: uid, signInHref: signInHref(partner, language, uid), startHref: withQuery(base(partner), language, uid), ...extra,
    }), refused ? 400 : 200);
  }

  function expiredPage(reply: FastifyReply, partner: Partner, language: Language, uid: string | undefined) {
    const t = forgotPasswordTexts[language];
    return sendPage(reply, renderMessagePage({
      brand: brands[partner], language, title: t.expiredTitle, message: t.expired,
      link: { href: withQuery(base(partner), language, uid), label: t.startAgain },
    }), 410);
  }

  // The throttle answers 429 as JSON (the API's error body) in the Accept-Language; these are pages,
  // so the wait is shown as one, in the page's language (code sending and entry are never 'resetRequired').
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429 || !String(reply.getHeader('content-type')).startsWith('application/json')) return payload;
    const partner = partnerOrUndefined((request.params as { partner?: string }).partner ?? '') ?? 'alic';
    const language = languageOf(request, (request.body as { lang?: string } | undefined)?.lang);
    const message = throttleMessage('tooManyAttempts', Number(reply.getHeader('retry-after')) || 60, language);
    const page = renderMessagePage({ brand: brands[partner], language, title: forgotPasswordTexts[language].tooManyTitle, message });
    reply.type('text/html; charset=utf-8').header('content-security-policy', page.contentSecurityPolicy).header('cache-control', 'no-store');
    return page.html;
  });

  const emailOfReference = (request: FastifyRequest) => {
    const partner = partnerOrUndefined((request.params as { partner: string }).partner);
    const { reference: given } = request.body as { reference?: string };
    return partner && given ? forgotPassword.emailOf(partner, given) : undefined;
  };

  app.get('/oidc/:partner/forgot-password', { schema: { params: PartnerParams, querystring: PageQuery } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    return emailPage(reply, partner, languageOf(request, request.query.lang), request.query.interaction);
  });

  app.post('/oidc/:partner/forgot-password', {
    schema: { params: PartnerParams, body: EmailForm },
    preHandler: throttle.guard('codeSending', (request) => {
      const { email } = request.body as { email?: string };
      return email ? normalizedEmail(email) : undefined;
    }),
  }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const { email = '', lang: explicit, interaction: uid } = request.body;
    const language = languageOf(request, explicit);
    if (!plausibleEmail.test(email.trim())) return emailPage(reply, partner, language, uid, { email, error: 'emailInvalid' });
    const started = await forgotPassword.start(partner, email, language);
    return codePage(reply, partner, language, uid, started, { notice: 'codeSent' });
  });

  app.post('/oidc/:partner/forgot-password/resend', {
    schema: { params: PartnerParams, body: ResendForm },
    preHandler: throttle.guard('codeSending', emailOfReference),
  }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const { reference: given = '', lang: explicit, interaction: uid } = request.body;
    const language = languageOf(request, explicit);
    const renewed = await forgotPassword.resend(partner, given, language);
    if (!renewed) return expiredPage(reply, partner, language, uid);
    return codePage(reply, partner, language, uid, renewed, { notice: 'codeResent' });
  });

  app.post('/oidc/:partner/forgot-password/reset', {
    schema: { params: PartnerParams, body: ResetForm },
    preHandler: throttle.guard('codeEntry', emailOfReference),
  }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const { reference: given = '', code = '', newPassword = '', confirmPassword = '', lang: explicit, interaction: uid } = request.body;
    const language = languageOf(request, explicit);
    const result = await forgotPassword.reset({ partner, reference: given, code, newPassword, confirmPassword, language });
    if (result.outcome === 'expired') return expiredPage(reply, partner, language, uid);
    if (result.outcome === 'refused') {
      return codePage(reply, partner, language, uid, given, {
        code, codeProblem: result.codeProblem, policyFailures: result.policyFailures.map((failure) => failure.summary),
      });
    }
    // Post/Redirect/Get: a reload of the success page sends nothing again.
    return reply.header('cache-control', 'no-store').redirect(withQuery(`${base(partner)}/done`, language, uid), 303);
  });

  app.get('/oidc/:partner/forgot-password/done', { schema: { params: PartnerParams, querystring: PageQuery } }, async (request, reply) => {
    const partner = partnerOfSubsidiary(request.params.partner);
    const language = languageOf(request, request.query.lang);
    const t = forgotPasswordTexts[language];
    return sendPage(reply, renderMessagePage({
      brand: brands[partner], language, title: t.doneTitle, message: t.done,
      link: { href: signInHref(partner, language, request.query.interaction), label: t.signIn },
    }));
  });
};

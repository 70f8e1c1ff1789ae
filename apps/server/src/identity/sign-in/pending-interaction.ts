// What every step of the provider's sign-in (password, passkey, second factor)
// needs first: the interaction the browser is in, and the page it gets when
// that interaction is gone (expired, another browser).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import { brands } from '../brands.ts';
import { renderMessagePage } from '../pages/message-page.ts';
import { sendPage } from '../pages/send-page.ts';
import { texts, type Language } from '../texts.ts';

export type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/** The interaction with this uid, or undefined when its cookie or record is gone. */
export async function pendingInteraction(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: Provider,
  uid: string,
): Promise<InteractionDetails | undefined> {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

/** 400 "this sign-in has expired" with a way back to the site's /login. */
export function sendExpiredSignInPage(reply: FastifyReply, config: Config, partner: Partner, language: Language) {
  const t = texts[language];
  return sendPage(reply, renderMessagePage({
    brand: brands[partner], language, title: t.expiredTitle, message: t.expired,
    link: { href: `${config.siteOrigins[partner]}/login`, label: t.startAgain },
  }), 400);
}

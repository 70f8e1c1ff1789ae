// Staff accounts (roles csr, admin) sign in on the ALIC site only.
// After a right password or passkey on RSL or Standard, the page says so and
// links to ALIC's /login; no session and no token are made. Checked after the
// credential so the page tells nothing about an email to someone without it.
import type { FastifyReply } from 'fastify';
import type { Partner } from '@portal/core';
import type { Config } from '../../config.ts';
import { staffPartner } from '../../plugins/auth.ts';
import type { AccountRecord } from '../accounts/account-repository.ts';
import { brands } from '../brands.ts';
import { renderMessagePage } from '../pages/message-page.ts';
import { sendPage } from '../pages/send-page.ts';
import type { Language } from '../texts.ts';
import { staffSignInTexts } from './staff-sign-in-texts.ts';

const staffRoles = ['csr', 'admin'];

export function isStaffAccount(account: Pick<AccountRecord, 'roles'>): boolean {
  return account.roles.some((role) => staffRoles.includes(role));
}

/**
 * Answers the refusal page when a staff account signs in on another partner's
 * site; undefined (go on signing in) otherwise.
 */
export function refuseStaffOffAlic(
  reply: FastifyReply, config: Config, partner: Partner, account: Pick<AccountRecord, 'roles'>, language: Language,
): FastifyReply | undefined {
  if (partner === staffPartner || !isStaffAccount(account)) return undefined;
  const t = staffSignInTexts[language];
  return sendPage(reply, renderMessagePage({
    brand: brands[partner], language, title: t.title, message: t.message,
    link: { href: `${config.siteOrigins[staffPartner]}/login`, label: t.link },
  }), 403);
}

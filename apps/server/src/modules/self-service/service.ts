// Self service of the signed-in account: change the password
// (current one required), change the sign-in email with a code sent to the new
// address. Every change is told to the member by email.
import type { Partner } from '@portal/core';
import type { AccountRecord, AccountRepository } from '../../identity/accounts/account-repository.ts';
import type { AccountChangesRepository } from '../../identity/accounts/account-changes-repository.ts';
import { accountNotice } from '../../identity/accounts/account-notices.ts';
import type { OneTimeCodes } from '../../identity/one-time-codes/one-time-codes.ts';
import type { PasswordReplacement } from '../../identity/accounts/password-replacement.ts';
import { checkPassword, passwordPolicyFailure } from '../../identity/password-policy/password-policy.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { maskEmail } from '../../messaging/mask.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import type { MemberLanguage } from '../../lib/member-language.ts';
import { PasswordPolicyRefusal } from '../shared/password-policy-refusal.ts';
import { selfServiceMessages } from './messages.ts';
import type { MessageCentre } from '../messages/message-centre.ts';

export interface SelfServiceDependencies {
  accounts: Pick<AccountRepository, 'findAccountById'>;
  changes: AccountChangesRepository;
  replacement: PasswordReplacement;
  codes: OneTimeCodes;
  messenger: Messenger;
  /** Wrong current passwords count as 'signIn' failures and wrong codes as 'codeEntry' failures of the account. */
  failures: Pick<Throttle, 'recordFailure' | 'clearFailures'>;
  onNoticeFailure: (error: unknown) => void;
  /** The member's message centre hears of each change too. */
  messageCentre?: Pick<MessageCentre, 'post'>;
}

/** 429: too many codes sent to the address lately. */
export class CodeSendLimitError extends HttpError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(429, message);
  }
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string | undefined;
}

const normalized = (email: string) => email.trim().toLowerCase();

export function createSelfService({ accounts, changes, replacement, codes, messenger, failures, onNoticeFailure, messageCentre }: SelfServiceDependencies) {
  async function accountOf(token: AccessTokenClaims, language: MemberLanguage): Promise<AccountRecord> {
    const account = await accounts.findAccountById(token.partner, token.subject);
    if (!account) throw unauthorized(selfServiceMessages[language].accountNotFound);
    return account;
  }

  async function notify(notice: Parameters<typeof accountNotice>[0], partner: Partner, to: string, language: MemberLanguage) {
    try {
      await messenger.send(accountNotice(notice, { partner, to, language }));
    } catch (error) {
      onNoticeFailure(error);
    }
  }

  return {
    async changePassword(token: AccessTokenClaims, change: PasswordChange, language: MemberLanguage) {
      const t = selfServiceMessages[language];
      const account = await accountOf(token, language);
      if (!(await verifyPassword(change.currentPassword, account.passwordHash))) {
        await failures.recordFailure('signIn', account.id);
        throw forbidden(t.currentPasswordIncorrect);
      }
      await failures.clearFailures('signIn', account.id);
      if (change.newPassword === change.currentPassword) throw new HttpError(400, t.sameAsCurrent);
      const policy = checkPassword(change.newPassword, { userId: account.email, firstName: account.firstName, lastName: account.lastName }, language);
      const refused = [
        ...(policy.ok ? [] : policy.failures),
        ...(change.confirmPassword !== undefined && change.confirmPassword !== change.newPassword ? [passwordPolicyFailure('confirmation', language)] : []),
      ];
      if (refused.length > 0) throw new PasswordPolicyRefusal(t.passwordPolicy, refused);
      await replacement.replace(account, change.newPassword, language);
      if (account.memberId) await messageCentre?.post(account.memberId, 'passwordChanged').catch(onNoticeFailure);
      return { status: 'SUCCESS' as const, message: t.passwordChanged };
    },

    async requestEmailChangeCode(token: AccessTokenClaims, newEmail: string, language: MemberLanguage) {
      const t = selfServiceMessages[language];
      const account = await accountOf(token, language);
      const email = normalized(newEmail);
      if (email === account.email) throw forbidden(t.emailSame);
      if (await changes.emailInUse(account.partner, email)) throw forbidden(t.emailTaken);
      const issued = await codes.issue({
        partner: account.partner, purpose: 'emailChange', subject: account.id, destination: email, channel: 'email', language,
      });
      if (!issued.sent) throw new CodeSendLimitError(t.tooManyCodes(Math.ceil(issued.retryAfterSeconds / 60)), issued.retryAfterSeconds);
      return { status: 'SUCCESS' as const, sentTo: maskEmail(email) };
    },

    async validateEmailChange(token: AccessTokenClaims, change: { newEmail: string; otp: string }, language: MemberLanguage) {
      const t = selfServiceMessages[language];
      const account = await accountOf(token, language);
      const email = normalized(change.newEmail);
      const verified = await codes.verify({ partner: account.partner, purpose: 'emailChange', subject: account.id, code: change.otp });
      // A code proves the address it was sent to, not another one typed now.
      if (!verified.valid || normalized(verified.destination) !== email) {
        await failures.recordFailure('codeEntry', account.id);
        return { status: 'SUCCESS' as const, data: false, message: 'INCORRECT' as const, reason: verified.valid ? ('incorrect' as const) : verified.reason };
      }
      if ((await changes.changeEmail(account.partner, account.id, email)) === 'taken') throw forbidden(t.emailTaken);
      await failures.clearFailures('codeEntry', account.id);
      await notify('emailChangedFrom', account.partner, account.email, language);
      await notify('emailChangedTo', account.partner, email, language);
      if (account.memberId) await messageCentre?.post(account.memberId, 'emailChanged', { newEmail: email }).catch(onNoticeFailure);
      return { status: 'SUCCESS' as const, data: true, message: 'SUCCESS' as const };
    },
  };
}
export type SelfService = ReturnType<typeof createSelfService>;

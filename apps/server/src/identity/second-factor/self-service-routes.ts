// The signed-in account's authenticator app from the profile (contract
// getSecondFactors, setupTotp, confirmTotp, removeTotp,
// regenerateRecoveryCodes): member token, messages in the caller's language,
// wrong codes and wrong passwords throttled per account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { confirmTotp, getSecondFactors, regenerateRecoveryCodes, removeTotp, setupTotp } from '@portal/contract';
import type { AccountRecord, AccountRepository } from '../accounts/account-repository.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { refuseCsrActing } from '../../plugins/refuse-csr-acting.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { languageOf } from '../../lib/member-language.ts';
import type { SecondFactors } from './second-factors.ts';
import { secondFactorMessages } from './self-service-texts.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface SecondFactorSelfServiceOptions {
  secondFactors: SecondFactors;
  accounts: AccountRepository;
  throttle: Throttle;
}

const success = 'SUCCESS' as const;

export const secondFactorSelfServiceRoutes: FastifyPluginAsyncTypebox<SecondFactorSelfServiceOptions> = async (app, { secondFactors, accounts, throttle }) => {
  const accountKey = (request: { accessToken?: { subject: string } }) => request.accessToken?.subject;
  const messagesOf = (request: FastifyRequest) => secondFactorMessages[languageOf(request.headers['accept-language'])];

  async function signedInAccount(request: FastifyRequest): Promise<AccountRecord> {
    const token = request.accessToken!;
    const account = await accounts.findAccountById(token.partner, token.subject);
    if (!account) throw unauthorized('The account no longer exists.');
    return account;
  }

  async function withCurrentPassword(request: FastifyRequest, currentPassword: string): Promise<AccountRecord> {
    const account = await signedInAccount(request);
    if (!(await verifyPassword(currentPassword, account.passwordHash))) {
      await throttle.recordFailure('signIn', account.id);
      throw forbidden(messagesOf(request).currentPasswordIncorrect);
    }
    return account;
  }

  app.route({
    // A CSR acting for the member sees none of the account's sign-in (the token's subject is the member, not the account).
    ...callRoute(app, getSecondFactors, { preHandler: refuseCsrActing }),
    handler: async (request) => {
      const account = await signedInAccount(request);
      const status = await secondFactors.status(account.id);
      return { status: success, data: { ...status, required: account.roles.includes('csr') } };
    },
  });

  app.route({
    ...callRoute(app, setupTotp, { preHandler: refuseCsrActing }),
    handler: async (request) => {
      const account = await signedInAccount(request);
      const result = await secondFactors.beginSetup(account);
      if (!result.ok) throw new HttpError(400, messagesOf(request).alreadyOn);
      return { status: success, data: result.setup };
    },
  });

  app.route({
    ...callRoute(app, confirmTotp, { preHandler: [refuseCsrActing, throttle.guard('codeEntry', accountKey)] }),
    handler: async (request) => {
      const account = await signedInAccount(request);
      const result = await secondFactors.confirm(account.id, request.body.code);
      if (result.ok) {
        await throttle.clearFailures('codeEntry', account.id);
        return { status: success, data: true, recoveryCodes: result.recoveryCodes };
      }
      if (result.reason === 'noSetup') throw new HttpError(400, messagesOf(request).nothingToConfirm);
      if (result.reason === 'alreadyOn') throw new HttpError(400, messagesOf(request).alreadyOn);
      await throttle.recordFailure('codeEntry', account.id);
      return { status: success, data: false };
    },
  });

  app.route({
    ...callRoute(app, removeTotp, { preHandler: [refuseCsrActing, throttle.guard('signIn', accountKey)] }),
    handler: async (request) => {
      const account = await withCurrentPassword(request, request.body.currentPassword);
      if (account.roles.includes('csr')) throw forbidden(messagesOf(request).required);
      await secondFactors.remove(account.id);
      return { status: success, message: messagesOf(request).removed };
    },
  });

  app.route({
    ...callRoute(app, regenerateRecoveryCodes, { preHandler: [refuseCsrActing, throttle.guard('signIn', accountKey)] }),
    handler: async (request) => {
      const account = await withCurrentPassword(request, request.body.currentPassword);
      const codes = await secondFactors.regenerateRecoveryCodes(account.id);
      if (!codes) throw new HttpError(400, messagesOf(request).notOn);
      return { status: success, recoveryCodes: codes };
    },
  });
};

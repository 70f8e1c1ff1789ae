// The self-service calls (contract changePassword,
// requestEmailChangeCode, validateEmailChange): bearer token of the account,
// throttled per account, messages in the caller's language.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { changePassword, requestEmailChangeCode, validateEmailChange } from '@portal/contract';
import type { Partner } from '@portal/core';
import { errorBody } from '../../lib/http-error.ts';
import { refuseCsrActing } from '../../plugins/refuse-csr-acting.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { languageOf } from '../../lib/member-language.ts';
import { partnerFromToken } from './partner-from-token.ts';
import { PasswordPolicyRefusal, sendPasswordPolicyRefusal } from '../shared/password-policy-refusal.ts';
import { CodeSendLimitError, type SelfService } from './service.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface SelfServiceRoutesOptions {
  service: SelfService;
  throttle: Throttle;
  issuers: Readonly<Record<Partner, string>>;
}

/** The answers with more than an ErrorResponse: the 406's rules and the 429's Retry-After. */
function refusal(reply: FastifyReply, error: unknown) {
  if (error instanceof PasswordPolicyRefusal) {
    return sendPasswordPolicyRefusal(reply, error);
  }
  if (error instanceof CodeSendLimitError) {
    return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send(errorBody(429, error.message));
  }
  throw error;
}

export const selfServiceRoutes: FastifyPluginAsyncTypebox<SelfServiceRoutesOptions> = async (app, { service, throttle, issuers }) => {
  const account = (request: { accessToken?: { subject: string } }) => request.accessToken?.subject;

  app.route({
    ...callRoute(app, changePassword, { beforeAuthentication: [partnerFromToken(issuers)], preHandler: [refuseCsrActing, throttle.guard('signIn', account)] }),
    handler: async (request, reply) => {
      try {
        return await service.changePassword(request.accessToken!, request.body, languageOf(request.headers['accept-language']));
      } catch (error) {
        return refusal(reply, error);
      }
    },
  });

  app.route({
    ...callRoute(app, requestEmailChangeCode, { preHandler: [refuseCsrActing, throttle.guard('codeSending', account)] }),
    handler: async (request, reply) => {
      try {
        return await service.requestEmailChangeCode(request.accessToken!, request.body.newEmail, languageOf(request.headers['accept-language']));
      } catch (error) {
        return refusal(reply, error);
      }
    },
  });

  app.route({
    ...callRoute(app, validateEmailChange, { preHandler: [refuseCsrActing, throttle.guard('codeEntry', account)] }),
    handler: async (request) => service.validateEmailChange(request.accessToken!, request.body, languageOf(request.headers['accept-language'])),
  });
};

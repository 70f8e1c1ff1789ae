// The signed-in account's passkeys (contract getPasskeys, requestPasskeyOptions,
// addPasskey, removePasskey): bearer token of the account, messages in the
// caller's language. Registered by modules/self-service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { addPasskey, getPasskeys, removePasskey, requestPasskeyOptions } from '@portal/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Queryable } from '../../db/database.ts';
import { languageOf } from '../../lib/member-language.ts';
import { errorBody, notFound, unauthorized } from '../../lib/http-error.ts';
import { refuseCsrActing } from '../../plugins/refuse-csr-acting.ts';
import { createAccountRepository } from '../accounts/account-repository.ts';
import { createPasskeyRepository } from './passkey-repository.ts';
import { createPasskeyService, PasskeyRefusal, type PasskeyServiceOptions } from './passkey-service.ts';
import { passkeyTexts } from './passkey-texts.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface PasskeySelfServiceRoutesOptions {
  db: Queryable;
  config: PasskeyServiceOptions['config'];
}

export const passkeySelfServiceRoutes: FastifyPluginAsyncTypebox<PasskeySelfServiceRoutesOptions> = async (app, { db, config }) => {
  const service = createPasskeyService({ repository: createPasskeyRepository(db), config });
  const accounts = createAccountRepository(db);
  const texts = (request: FastifyRequest) => passkeyTexts[languageOf(request.headers['accept-language'])];
  const caller = (request: FastifyRequest) => ({ partner: request.accessToken!.partner, accountId: request.accessToken!.subject });

  app.route({
    // A CSR acting for the member sees none of the account's sign-in (the token's subject is the member, not the account).
    ...callRoute(app, getPasskeys, { preHandler: refuseCsrActing }),
    handler: async (request) => {
      const { partner, accountId } = caller(request);
      return { status: 'SUCCESS' as const, data: await service.list(partner, accountId) };
    },
  });

  app.route({
    ...callRoute(app, requestPasskeyOptions, { preHandler: refuseCsrActing }),
    handler: async (request) => {
      const { partner, accountId } = caller(request);
      const account = await accounts.findAccountById(partner, accountId);
      if (!account) throw unauthorized(texts(request).accountNotFound);
      return { status: 'SUCCESS' as const, data: await service.registrationOptions(partner, account) };
    },
  });

  app.route({
    ...callRoute(app, addPasskey, { preHandler: refuseCsrActing }),
    handler: async (request, reply) => {
      const { partner, accountId } = caller(request);
      try {
        const response = request.body.response as unknown as RegistrationResponseJSON;
        return { status: 'SUCCESS' as const, data: await service.register(partner, accountId, request.body.name, response) };
      } catch (error) {
        if (error instanceof PasskeyRefusal) return reply.code(400).send(errorBody(400, texts(request).refusal[error.reason]));
        throw error;
      }
    },
  });

  app.route({
    ...callRoute(app, removePasskey, { preHandler: refuseCsrActing }),
    handler: async (request) => {
      const { partner, accountId } = caller(request);
      if (!(await service.remove(partner, accountId, request.body.id))) throw notFound(texts(request).notFound);
      return { status: 'SUCCESS' as const, data: true };
    },
  });
};

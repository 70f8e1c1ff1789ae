// The registration calls (§7 /api/:subsidiary/registration/*, public) and
// selfService/addMemberData (member), from packages/contract's definitions.
// Lookups, code sending and code entry go through the throttle, keyed by
// the registration (or, in step 1, by the person typed).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  addMemberData,
  createRegistrationPassword,
  findMemberForRegistration,
  requestRegistrationIdentityCode,
  submitDependentEmail,
  submitRegistrationEmail,
  submitRegistrationPhone,
  verifyRegistrationClaimNumber,
  verifyRegistrationEmailCode,
  verifyRegistrationIdentityCode,
  verifyRegistrationMemberId,
  verifyRegistrationPhoneCode,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../lib/http-error.ts';
import type { Throttle } from '../../plugins/throttle.ts';
import { sendTooManyRequests } from '../../plugins/throttling/index.ts';
import { languageOf } from '../../lib/member-language.ts';
import { PasswordPolicyRefusal, sendPasswordPolicyRefusal } from '../shared/password-policy-refusal.ts';
import { CodeSendLimitError, RegistrationConflict } from './errors.ts';
import { personKeyOf, type Caller, type RegistrationService } from './service.ts';
import { refuseCsrActing } from '../../plugins/refuse-csr-acting.ts';
import { callRoute } from '../../plugins/call-route.ts';

export interface RegistrationRoutesOptions {
  service: RegistrationService;
  throttle: Throttle;
}

function callerOf(request: FastifyRequest): Caller {
  return { partner: request.partner!, language: languageOf(request.headers['accept-language']) };
}

/** The registration a request names, as the throttle's account key. */
const referenceOf = (request: FastifyRequest) => (request.body as { referenceId?: string } | undefined)?.referenceId;

/** Runs a step; the refusals with more than a message (429 with Retry-After, 406 with the rules) are answered here. */
async function answer<T>(request: FastifyRequest, reply: FastifyReply, step: (caller: Caller) => Promise<T>): Promise<T | FastifyReply> {
  const caller = callerOf(request);
  try {
    return await step(caller);
  } catch (error) {
    if (error instanceof CodeSendLimitError) {
      return sendTooManyRequests(reply, { allowed: false, reason: 'tooManyAttempts', retryAfterSeconds: error.retryAfterSeconds }, caller.language);
    }
    if (error instanceof PasswordPolicyRefusal) {
      return sendPasswordPolicyRefusal(reply, error);
    }
    if (error instanceof RegistrationConflict) {
      return reply.code(409).type('application/json').send({ ...errorBody(409, error.message), reason: error.reason });
    }
    throw error;
  }
}

export const registrationRoutes: FastifyPluginAsyncTypebox<RegistrationRoutesOptions> = async (app, { service, throttle }) => {
  const lookup = throttle.guard('registrationLookup', referenceOf);
  const codeSending = throttle.guard('codeSending', referenceOf);
  const codeEntry = throttle.guard('codeEntry', referenceOf);

  app.route({
    ...callRoute(app, findMemberForRegistration, { preHandler: throttle.guard('registrationLookup', (request) => personKeyOf(request.body as Parameters<typeof personKeyOf>[0])) }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.findMember(caller, request.body)),
  });

  app.route({
    // Per client address only: nothing is looked up or sent, but the table should not fill with a script's addresses.
    ...callRoute(app, submitDependentEmail, { preHandler: throttle.guard('registrationLookup') }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitDependentEmail(caller, request.body)),
  });

  app.route({
    ...callRoute(app, verifyRegistrationClaimNumber, { preHandler: lookup }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyClaimNumber(caller, request.body)),
  });

  app.route({
    ...callRoute(app, requestRegistrationIdentityCode, { preHandler: codeSending }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.requestIdentityCode(caller, request.body.referenceId)),
  });

  app.route({
    ...callRoute(app, verifyRegistrationIdentityCode, { preHandler: codeEntry }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyIdentityCode(caller, request.body)),
  });

  app.route({
    ...callRoute(app, verifyRegistrationMemberId, { preHandler: lookup }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyMemberId(caller, request.body)),
  });

  app.route({
    ...callRoute(app, submitRegistrationEmail, { preHandler: codeSending }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitEmail(caller, request.body)),
  });

  app.route({
    ...callRoute(app, verifyRegistrationEmailCode, { preHandler: codeEntry }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyEmailCode(caller, request.body)),
  });

  app.route({
    ...callRoute(app, submitRegistrationPhone, { preHandler: codeSending }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitPhone(caller, request.body)),
  });

  app.route({
    ...callRoute(app, verifyRegistrationPhoneCode, { preHandler: codeEntry }),
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyPhoneCode(caller, request.body)),
  });

  app.route({
    ...callRoute(app, createRegistrationPassword),
    handler: async (request, reply) => answer(request, reply, (caller) => service.createPassword(caller, request.body)),
  });

  app.route({
    ...callRoute(app, addMemberData, { preHandler: refuseCsrActing }),
    handler: async (request, reply) =>
      answer(request, reply, (caller) => service.addMemberData(caller, request.accessToken!, request.params.value)),
  });
};

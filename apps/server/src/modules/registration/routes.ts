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
    method: findMemberForRegistration.method,
    url: findMemberForRegistration.path,
    schema: { params: findMemberForRegistration.params, body: findMemberForRegistration.body, response: findMemberForRegistration.response },
    preHandler: throttle.guard('registrationLookup', (request) => personKeyOf(request.body as Parameters<typeof personKeyOf>[0])),
    handler: async (request, reply) => answer(request, reply, (caller) => service.findMember(caller, request.body)),
  });

  app.route({
    method: submitDependentEmail.method,
    url: submitDependentEmail.path,
    schema: { params: submitDependentEmail.params, body: submitDependentEmail.body, response: submitDependentEmail.response },
    // Per client address only: nothing is looked up or sent, but the table should not fill with a script's addresses.
    preHandler: throttle.guard('registrationLookup'),
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitDependentEmail(caller, request.body)),
  });

  app.route({
    method: verifyRegistrationClaimNumber.method,
    url: verifyRegistrationClaimNumber.path,
    schema: { params: verifyRegistrationClaimNumber.params, body: verifyRegistrationClaimNumber.body, response: verifyRegistrationClaimNumber.response },
    preHandler: lookup,
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyClaimNumber(caller, request.body)),
  });

  app.route({
    method: requestRegistrationIdentityCode.method,
    url: requestRegistrationIdentityCode.path,
    schema: { params: requestRegistrationIdentityCode.params, body: requestRegistrationIdentityCode.body, response: requestRegistrationIdentityCode.response },
    preHandler: codeSending,
    handler: async (request, reply) => answer(request, reply, (caller) => service.requestIdentityCode(caller, request.body.referenceId)),
  });

  app.route({
    method: verifyRegistrationIdentityCode.method,
    url: verifyRegistrationIdentityCode.path,
    schema: { params: verifyRegistrationIdentityCode.params, body: verifyRegistrationIdentityCode.body, response: verifyRegistrationIdentityCode.response },
    preHandler: codeEntry,
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyIdentityCode(caller, request.body)),
  });

  app.route({
    method: verifyRegistrationMemberId.method,
    url: verifyRegistrationMemberId.path,
    schema: { params: verifyRegistrationMemberId.params, body: verifyRegistrationMemberId.body, response: verifyRegistrationMemberId.response },
    preHandler: lookup,
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyMemberId(caller, request.body)),
  });

  app.route({
    method: submitRegistrationEmail.method,
    url: submitRegistrationEmail.path,
    schema: { params: submitRegistrationEmail.params, body: submitRegistrationEmail.body, response: submitRegistrationEmail.response },
    preHandler: codeSending,
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitEmail(caller, request.body)),
  });

  app.route({
    method: verifyRegistrationEmailCode.method,
    url: verifyRegistrationEmailCode.path,
    schema: { params: verifyRegistrationEmailCode.params, body: verifyRegistrationEmailCode.body, response: verifyRegistrationEmailCode.response },
    preHandler: codeEntry,
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyEmailCode(caller, request.body)),
  });

  app.route({
    method: submitRegistrationPhone.method,
    url: submitRegistrationPhone.path,
    schema: { params: submitRegistrationPhone.params, body: submitRegistrationPhone.body, response: submitRegistrationPhone.response },
    preHandler: codeSending,
    handler: async (request, reply) => answer(request, reply, (caller) => service.submitPhone(caller, request.body)),
  });

  app.route({
    method: verifyRegistrationPhoneCode.method,
    url: verifyRegistrationPhoneCode.path,
    schema: { params: verifyRegistrationPhoneCode.params, body: verifyRegistrationPhoneCode.body, response: verifyRegistrationPhoneCode.response },
    preHandler: codeEntry,
    handler: async (request, reply) => answer(request, reply, (caller) => service.verifyPhoneCode(caller, request.body)),
  });

  app.route({
    method: createRegistrationPassword.method,
    url: createRegistrationPassword.path,
    schema: { params: createRegistrationPassword.params, body: createRegistrationPassword.body, response: createRegistrationPassword.response },
    handler: async (request, reply) => answer(request, reply, (caller) => service.createPassword(caller, request.body)),
  });

  app.route({
    method: addMemberData.method,
    url: addMemberData.path,
    schema: { params: addMemberData.params, response: addMemberData.response },
    preHandler: [app.authenticate, refuseCsrActing],
    handler: async (request, reply) =>
      answer(request, reply, (caller) => service.addMemberData(caller, request.accessToken!, request.params.value)),
  });
};

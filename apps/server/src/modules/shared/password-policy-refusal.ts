// A new password that breaks the policy is refused with 406 and the rules it
// breaks (contract PasswordPolicyError), by registration's step 5 and by the
// profile's change of password alike.
import type { FastifyReply } from 'fastify';
import type { PasswordPolicyFailure } from '../../identity/password-policy/password-policy.ts';
import { errorBody, HttpError } from '../../lib/http-error.ts';

/** 406: the new password breaks these rules (contract PasswordPolicyError). */
export class PasswordPolicyRefusal extends HttpError {
  constructor(
    message: string,
    readonly failures: readonly PasswordPolicyFailure[],
  ) {
    super(406, message);
  }
}

/** The 406 answer: the ErrorResponse and, in `errors`, each broken rule with its summary. */
export function sendPasswordPolicyRefusal(reply: FastifyReply, refusal: PasswordPolicyRefusal) {
  return reply
    .code(406)
    .type('application/json')
    .send({ ...errorBody(406, refusal.message), errors: refusal.failures.map(({ rule, summary }) => ({ rule, summary })) });
}

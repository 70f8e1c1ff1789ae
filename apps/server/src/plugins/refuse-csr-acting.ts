// The calls that change how a member signs in (password, email, passkeys,
// authenticator app, connecting a plan to the account) refuse a CSR acting for
// the member: customer service may read and make the member's
// benefit changes, never take over the account. A preHandler after authenticate.
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../lib/member-language.ts';
import { forbidden } from '../lib/http-error.ts';

export const csrActingRefusal = {
  en: "Customer service cannot change a member's sign-in.",
  es: 'El servicio al cliente no puede cambiar el inicio de sesión de un miembro.',
} as const;

export async function refuseCsrActing(request: FastifyRequest): Promise<void> {
  if (request.accessToken?.actor) throw forbidden(csrActingRefusal[languageOf(request.headers['accept-language'])]);
}

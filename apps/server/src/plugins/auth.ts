// Bearer authentication for the API (§7: Authorization: Bearer <access token>).
// Routes opt in with `preHandler: app.authenticate` (member calls),
// `app.authenticateCsr` or `app.authenticateAdmin`; the partner
// comes from the path's subsidiary (resolved before, see modules/partner-of-request.ts).
//
// A CSR acting for a member (§6) sends their own token as the bearer and
// the member token they got by token exchange (RFC 8693) in the useToken
// header (§7); the call then runs as the member, with `accessToken.actor`
// naming the CSR.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Partner } from '@portal/core';
import { sessionEndedMessages } from './session-ended-messages.ts';
import { dependentCallMessage, isDependentCall } from './dependent-calls.ts';
import { languageOf } from '../lib/member-language.ts';
import { isSmartResourceScope } from '../lib/smart-scopes.ts';
import { accessTokenMessages, SessionEndedError, type AccessTokenClaims, type AccessTokenVerifier } from './access-token-verifier.ts';
import { forbidden, HttpError, notFound, unauthorized } from '../lib/http-error.ts';

// §7 sign-in scopes: the API answers tokens granted the GroupMemberBackend scope.
export const apiScope = 'GroupMemberBackend';

/** Staff (CSR, admin) work on the ALIC site only. */
export const staffPartner: Partner = 'alic';

export const delegationMessages = {
  delegatedBearer: "A delegated token is sent as useToken beside the CSR's own token.",
  notYours: 'This member token was not issued to you.',
  expired: 'Your access to this member has expired; select the member again.',
  notCsr: 'Only customer service may send a member token (useToken).',
  csrOnly: 'This call is for customer service.',
  adminOnly: 'This call is for access administrators.',
  memberTokenNotHere: 'This call is made with your own token only, without a member token (useToken).',
  notFound: 'Not found',
  fhirToken: 'A token granted to an app for the FHIR API cannot call the portal API.',
  producerNotMember: 'This call is for members. A producer or agent account has no access to member data.',
} as const;

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token of the caller (after `authenticate`); the member's when a CSR acts for them. */
    accessToken?: AccessTokenClaims;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The bearer holds 'csr' and no useToken is sent; ALIC only (404 elsewhere). */
    authenticateCsr: (request: FastifyRequest) => Promise<void>;
    /** The bearer holds 'admin'; ALIC only (404 elsewhere). */
    authenticateAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header) : null;
  if (!match) throw unauthorized(accessTokenMessages.missing);
  return match[1]!;
}

/** The useToken header (Fastify lower-cases it); empty counts as absent. */
function useTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers.usetoken;
  const token = (Array.isArray(value) ? value[0] : value)?.trim();
  return token ? token : undefined;
}

export const authPlugin = fp(
  async (app: FastifyInstance, { verifyAccessToken }: { verifyAccessToken: AccessTokenVerifier }) => {
    app.decorateRequest('accessToken', undefined);

    /** The bearer's own token: verified, with the API scope, and never an exchanged (delegated) one. */
    async function verifiedBearer(request: FastifyRequest): Promise<AccessTokenClaims> {
      if (!request.partner) throw new Error('authenticate needs the partner of the request');
      let token: AccessTokenClaims;
      try {
        token = await verifyAccessToken(bearerToken(request), request.partner);
      } catch (error) {
        // Signed out, password changed, role revoked: said in the caller's language.
        if (error instanceof SessionEndedError) throw unauthorized(sessionEndedMessages[languageOf(request.headers['accept-language'])]);
        throw error;
      }
      if (!token.scopes.includes(apiScope)) throw forbidden(`The access token does not grant the ${apiScope} scope.`);
      // What a member let an app read through /fhir never reaches the portal's API.
      if (token.scopes.some(isSmartResourceScope)) throw forbidden(delegationMessages.fhirToken);
      if (token.actor) throw forbidden(delegationMessages.delegatedBearer);
      return token;
    }

    /** The member's claims from the exchanged token a CSR sends as useToken; 403 (not 401) for every refusal: the CSR's own session is fine. */
    async function memberTokenOf(request: FastifyRequest, csr: AccessTokenClaims, useToken: string): Promise<AccessTokenClaims> {
      if (!csr.roles.includes('csr')) throw forbidden(delegationMessages.notCsr);
      let member: AccessTokenClaims;
      try {
        member = await verifyAccessToken(useToken, request.partner!);
      } catch (error) {
        if (error instanceof SessionEndedError || (error instanceof HttpError && error.message === accessTokenMessages.expired)) {
          throw forbidden(delegationMessages.expired);
        }
        throw forbidden(delegationMessages.notYours);
      }
      if (!member.actor || member.actor.subject !== csr.subject || !member.scopes.includes(apiScope)) {
        throw forbidden(delegationMessages.notYours);
      }
      return member;
    }

    function staffOnly(request: FastifyRequest) {
      if (!request.partner) throw new Error('authenticate needs the partner of the request');
      if (request.partner !== staffPartner) throw notFound(delegationMessages.notFound);
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const bearer = await verifiedBearer(request);
      // §6: a producer/agent has a chat link (public calls) and nothing of any member.
      if (bearer.roles.includes('producer') && !bearer.roles.includes('member')) throw forbidden(delegationMessages.producerNotMember);
      const useToken = useTokenOf(request);
      request.accessToken = useToken === undefined ? bearer : await memberTokenOf(request, bearer, useToken);
      // An adult dependent's account reaches only the calls scoped to them (dependent-calls.ts).
      if (request.accessToken.dependentClaimant !== undefined && !isDependentCall(request)) throw forbidden(dependentCallMessage);
    });

    app.decorate('authenticateCsr', async (request: FastifyRequest) => {
      staffOnly(request);
      const bearer = await verifiedBearer(request);
      if (useTokenOf(request) !== undefined) throw forbidden(delegationMessages.memberTokenNotHere);
      if (!bearer.roles.includes('csr')) throw forbidden(delegationMessages.csrOnly);
      request.accessToken = bearer;
    });

    app.decorate('authenticateAdmin', async (request: FastifyRequest) => {
      staffOnly(request);
      const bearer = await verifiedBearer(request);
      if (useTokenOf(request) !== undefined) throw forbidden(delegationMessages.memberTokenNotHere);
      if (!bearer.roles.includes('admin')) throw forbidden(delegationMessages.adminOnly);
      request.accessToken = bearer;
    });
  },
  { name: 'auth' },
);


// Who may call the FHIR API: a member's bearer access token from
// the brand's own issuer, carrying the SMART patient scope of the resource
// (v2 `.rs` or v1 `.read`). A portal token without FHIR scopes, a customer
// service token acting for a member and a staff token are refused (403).
import type { FastifyRequest } from 'fastify';
import type { Partner } from '@portal/core';
import type { AccessTokenClaims, AccessTokenVerifier } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { patientScopesGrant, type FhirInteraction } from '../../lib/smart-scopes.ts';
import { fhirTexts } from './fhir-texts.ts';
import { FhirError, fhirForbidden, fhirUnauthorized } from './operation-outcome.ts';
import type { FhirCaller } from './service.ts';

function bearerTokenOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i.exec(header) : null;
  if (!match) throw fhirUnauthorized(fhirTexts.tokenMissing);
  return match[1]!;
}

/** Whether the member still has the token's app connected (a disconnected app is refused from its next call on). */
export type AppConnectionCheck = (claims: AccessTokenClaims) => Promise<boolean>;

/** Counts the call against the app's limit for this member (and the client address); refused past it. */
export type FhirRequestLimit = (claims: AccessTokenClaims, address: string) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;

export interface FhirAuthorization {
  verifyAccessToken: AccessTokenVerifier;
  isAppConnected: AppConnectionCheck;
  limitRequest: FhirRequestLimit;
}

export async function fhirCallerOf(
  request: FastifyRequest, { verifyAccessToken, isAppConnected, limitRequest }: FhirAuthorization, partner: Partner, resourceType: string, interaction: FhirInteraction,
): Promise<FhirCaller> {
  const token = bearerTokenOf(request);
  let claims;
  try {
    claims = await verifyAccessToken(token, partner);
  } catch (error) {
    // Expired, another brand's, signed out or revoked: all one 401 to an app.
    if (error instanceof HttpError && error.statusCode === 401) throw fhirUnauthorized();
    throw error;
  }
  // §6: a CSR acts for a member on the portal only, never through an app.
  if (claims.actor) throw fhirForbidden(fhirTexts.delegated);
  if (!claims.memberId || !claims.roles.includes('member')) throw fhirForbidden(fhirTexts.notAMember);
  // An adult dependent's account reads the portal only (scoped to them); the FHIR API serves the policyholder's data.
  if (claims.dependentClaimant !== undefined) throw fhirForbidden(fhirTexts.notAMember);
  if (!patientScopesGrant(claims.scopes, resourceType, interaction)) throw fhirForbidden(fhirTexts.scopeMissing(resourceType));
  if (!(await isAppConnected(claims))) throw fhirUnauthorized();
  const decision = await limitRequest(claims, request.ip);
  if (!decision.allowed) throw new FhirError(429, 'throttled', fhirTexts.tooManyRequests(decision.retryAfterSeconds), decision.retryAfterSeconds);
  return { memberId: claims.memberId, partner };
}

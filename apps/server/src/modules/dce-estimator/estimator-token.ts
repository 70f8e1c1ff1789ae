// The estimator's calls are authorised by the token of §7 members/token/dce
// (Authorization: Bearer <DCE token>), not by the member's access token: an
// HS256 JWT for the estimator audience, 5 minutes, whose subject is the
// member and whose ppo_code names the dental plan. Its partner must be the
// site's (the path's subsidiary).
import type { Partner } from '@portal/core';
import { errors, jwtVerify } from 'jose';
import { HttpError } from '../../lib/http-error.ts';
import { dceTokenAudience, dceTokenIssuer } from '../dce-token/service.ts';
import type { DceEstimatorMessages } from './messages.ts';

/** Who the estimator works for: the token's member and PPO code. */
export interface EstimatorSession {
  readonly memberId: string;
  readonly ppoCode: string;
}

const bearer = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function createEstimatorTokenVerifier({ secret, now }: { secret: Uint8Array; now: () => Date }) {
  return async function verifyEstimatorToken(
    authorization: string | undefined, partner: Partner, messages: DceEstimatorMessages,
  ): Promise<EstimatorSession> {
    const token = authorization ? bearer.exec(authorization)?.[1] : undefined;
    if (!token) throw new HttpError(401, messages.tokenMissing);
    let payload;
    try {
      ({ payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'], audience: dceTokenAudience, issuer: dceTokenIssuer, currentDate: now(), requiredClaims: ['exp', 'sub'],
      }));
    } catch (error) {
      throw new HttpError(401, error instanceof errors.JWTExpired ? messages.tokenExpired : messages.tokenInvalid);
    }
    const { sub, ppo_code: ppoCode, partner: issuedFor } = payload;
    if (typeof sub !== 'string' || sub === '' || typeof ppoCode !== 'string' || ppoCode === '') throw new HttpError(401, messages.tokenInvalid);
    if (issuedFor !== partner) throw new HttpError(401, messages.tokenOtherSite);
    return { memberId: sub, ppoCode };
  };
}
export type EstimatorTokenVerifier = ReturnType<typeof createEstimatorTokenVerifier>;

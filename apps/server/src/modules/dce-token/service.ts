// §2 dental cost estimator (/dce/home): a short-lived token for one of the
// member's group PPO codes (T-GR-PPO-CD of an active dental line, §3). Signed
// HS256 for the estimator; it carries the member id and PPO code, valid 5 minutes.
import type { DceTokenResponse } from '@portal/contract';
import { isDentalLob, type Partner } from '@portal/core';
import { SignJWT } from 'jose';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { notFound } from '../../lib/http-error.ts';
import { isActiveLine, type SignedInMemberLookup } from '../members/signed-in-member.ts';

export const dceTokenLifetimeSeconds = 300;
export const dceTokenAudience = 'urn:portal:dce';
export const dceTokenIssuer = 'urn:portal:api';

export const dceTokenMessages = {
  unknownPpoCode: 'No active dental plan of this member uses this PPO code.',
} as const;

export function createDceTokenService({
  members, secret, estimatorUrlOf, now,
}: { members: SignedInMemberLookup; secret: Uint8Array; estimatorUrlOf: (partner: Partner) => string; now: () => Date }) {
  return {
    async tokenFor(token: AccessTokenClaims, ppoCode: string): Promise<DceTokenResponse> {
      const { member, coverageLines } = await members.memberWithLines(token);
      const line = coverageLines.find(
        (l) => isActiveLine(l) && isDentalLob(l.lob) && l.groupPpoCode !== '' && l.groupPpoCode.toUpperCase() === ppoCode.toUpperCase(),
      );
      if (!line) throw notFound(dceTokenMessages.unknownPpoCode);
      const issuedAt = Math.floor(now().getTime() / 1000);
      const signed = await new SignJWT({ member_id: member.id, ppo_code: line.groupPpoCode, partner: token.partner })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(member.id)
        .setIssuer(dceTokenIssuer)
        .setAudience(dceTokenAudience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + dceTokenLifetimeSeconds)
        .setJti(crypto.randomUUID())
        .sign(secret);
      return { token: signed, tokenType: 'Bearer', expiresIn: dceTokenLifetimeSeconds, estimatorUrl: estimatorUrlOf(token.partner) };
    },
  };
}
export type DceTokenService = ReturnType<typeof createDceTokenService>;

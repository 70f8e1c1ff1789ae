// The signed-in member's own data (§7 GET members). A member only ever sees
// their own lines: every query is scoped by the token's member id and partner.
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { MemberDataCache } from './member-data-cache.ts';
import type { MembersRepository, MemberWithLines } from './repository.ts';

export type MemberData = MemberWithLines;

export function createMembersService({ members, cache }: { members: MembersRepository; cache?: MemberDataCache<MemberData> }) {
  return {
    async memberDataOf(token: AccessTokenClaims): Promise<MemberData> {
      if (!token.memberId || !token.roles.includes('member')) {
        throw forbidden('This account has no member data; a CSR must select a member first.');
      }
      const cached = cache?.get(token.partner, token.memberId);
      if (cached) return cached;
      // One round trip (the member and their lines together): docs/performance.md.
      const data = await members.findMemberWithLines(token.memberId, token.partner);
      if (!data) throw notFound('No member data was found for this account.');
      cache?.set(token.partner, token.memberId, data);
      return data;
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;

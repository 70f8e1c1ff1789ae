// The signed-in member's own data (§7 GET members). A member only ever sees
// their own lines: every query is scoped by the token's member id and partner.
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../plugins/http-error.ts';
import type { MemberDataCache } from './member-data-cache.ts';
import type { CoverageLineRecord, MemberRecord, MembersRepository } from './repository.ts';

export interface MemberData {
  member: MemberRecord;
  coverageLines: CoverageLineRecord[];
}

export function createMembersService({ members, cache }: { members: MembersRepository; cache?: MemberDataCache<MemberData> }) {
  return {
    async memberDataOf(token: AccessTokenClaims): Promise<MemberData> {
      if (!token.memberId || !token.roles.includes('member')) {
        throw forbidden('This account has no member data; a CSR must select a member first.');
      }
      const cached = cache?.get(token.partner, token.memberId);
      if (cached) return cached;
      const member = await members.findMemberOfPartner(token.memberId, token.partner);
      if (!member) throw notFound('No member data was found for this account.');
      const data = { member, coverageLines: await members.findCoverageLinesOfMember(member.id) };
      cache?.set(token.partner, token.memberId, data);
      return data;
    },
  };
}
export type MembersService = ReturnType<typeof createMembersService>;

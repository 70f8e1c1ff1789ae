// The signed-in member's own data (§7 GET members). A member only ever sees
// their own lines: every query is scoped by the token's member id and partner.
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import type { MemberWithLines } from './repository.ts';
import type { SignedInMemberLookup } from './signed-in-member.ts';

export type MemberData = MemberWithLines;

export function createMembersService({ signedInMember }: { signedInMember: SignedInMemberLookup }) {
  return {
    /**
     * One round trip (the member and their lines together), kept for the token's later calls and
     * for a short time per member (signed-in-member.ts): docs/performance.md.
     */
    memberDataOf: (token: AccessTokenClaims): Promise<MemberData> => signedInMember.memberWithLines(token),
  };
}
export type MembersService = ReturnType<typeof createMembersService>;

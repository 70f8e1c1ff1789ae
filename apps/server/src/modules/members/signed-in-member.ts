// The member a call is for: always the access token's member of this partner,
// never an id the client sends. CSR tokens carry no member.
import { sameSpdc, type Spdc } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { MemberSnapshots } from './member-snapshot.ts';
import type { MemberRecord, MembersRepository } from './repository.ts';

export interface SignedInMember {
  member: MemberRecord;
  coverageLines: CoverageLineRecord[];
}

/** `snapshots`: the member row and lines are read once per access token (member-snapshot.ts). */
export function createSignedInMember(members: MembersRepository, snapshots: MemberSnapshots) {
  async function memberOf(token: AccessTokenClaims): Promise<MemberRecord> {
    const { memberId } = token;
    if (!memberId || !token.roles.includes('member')) {
      throw forbidden('This account has no member data; a CSR must select a member first.');
    }
    const member = await snapshots.part(token, 'member', () => members.findMemberOfPartner(memberId, token.partner));
    if (!member) throw notFound('No member data was found for this account.');
    return member;
  }
  return {
    memberOf,
    /** The member and every coverage line, active first (as GET members answers them). */
    async memberWithLines(token: AccessTokenClaims): Promise<SignedInMember> {
      const member = await memberOf(token);
      return { member, coverageLines: await snapshots.part(token, 'coverageLines', () => members.findCoverageLinesOfMember(member.id)) };
    },
  };
}
export type SignedInMemberLookup = ReturnType<typeof createSignedInMember>;

export const coverageNotFoundMessage = 'No coverage with this member key (SPDC) was found for this member.';

/** The member's lines with this SPDC (one per line of business); 404 when the SPDC is not theirs. */
export function linesOfSpdc(lines: readonly CoverageLineRecord[], spdc: Spdc): CoverageLineRecord[] {
  const matching = lines.filter((line) => sameSpdc(line, spdc));
  // The message never repeats the key: it may be another member's.
  if (matching.length === 0) throw notFound(coverageNotFoundMessage);
  return matching;
}

export const isActiveLine = (line: CoverageLineRecord) => line.effectiveDate !== 0;

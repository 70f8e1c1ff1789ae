// The member a call is for: always the access token's member of this partner,
// never an id the client sends. CSR tokens carry no member.
import { sameSpdc, type Spdc } from '@portal/core';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { MemberDataCache } from './member-data-cache.ts';
import type { MemberSnapshots } from './member-snapshot.ts';
import type { MemberRecord, MembersRepository, MemberWithLines } from './repository.ts';

export type SignedInMember = MemberWithLines;

/**
 * The member row and lines are read together, once per access token
 * (member-snapshot.ts): GET members, the visibility rules, documents and the
 * rest of a dashboard open share that one read, or none when the member's
 * short-lived GET members answer (member-data-cache.ts) still holds them.
 */
export function createSignedInMember(members: MembersRepository, snapshots: MemberSnapshots, cache?: MemberDataCache<MemberWithLines>) {
  /** The member and every coverage line, active first (as GET members answers them). */
  async function memberWithLines(token: AccessTokenClaims): Promise<SignedInMember> {
    const { memberId, partner } = token;
    if (!memberId || !token.roles.includes('member')) {
      throw forbidden('This account has no member data; a CSR must select a member first.');
    }
    // Read inside the snapshot's part, so a change racing the read (or the cache's fill) keeps nothing for the token.
    const data = await snapshots.part(token, 'memberWithLines', async () => {
      const cached = cache?.get(partner, memberId);
      if (cached) return cached;
      const read = await members.findMemberWithLines(memberId, partner);
      if (read) cache?.set(partner, memberId, read);
      return read;
    });
    if (!data) throw notFound('No member data was found for this account.');
    if (token.dependentClaimant === undefined) return data;
    // An adult dependent's own account (migration 036): the policy's lines, the dependent's own name, none of the
    // policyholder's contact details (their email and phone are the policyholder's; paperless is the policyholder's choice).
    const dependentClaimant = token.dependentClaimant;
    const name = await snapshots.part(token, 'dependentName', () => members.findPatientName(memberId, dependentClaimant));
    if (name === undefined) throw notFound('No member data was found for this account.');
    const [firstName = '', ...rest] = name.trim().split(/\s+/);
    return {
      member: { ...data.member, firstName, middleName: '', lastName: rest.join(' '), email: '', phone: '', optInDisplayInd: '' },
      coverageLines: data.coverageLines,
    };
  }
  return {
    memberOf: async (token: AccessTokenClaims): Promise<MemberRecord> => (await memberWithLines(token)).member,
    memberWithLines,
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

// §3 CSR search answers one entry per coverage line, and a member covered for
// dental, vision and LASIK under the searched SPDC comes back three times. The
// results table shows each member once, with all their lines.
import type { CsrMemberMatch } from '@portal/api-client';

export interface CsrFoundMember {
  /** The member's first line as answered: names the member for "Work on this account". */
  first: CsrMemberMatch;
  /** Every line of the member the search answered, in the answer's order (active first). */
  lines: CsrMemberMatch[];
}

/** One entry per member (memberKey), in the order their first line was answered. */
export function membersOfLines(matches: readonly CsrMemberMatch[]): CsrFoundMember[] {
  const byMember = new Map<string, CsrFoundMember>();
  for (const match of matches) {
    const member = byMember.get(match.memberKey);
    if (member) member.lines.push(match);
    else byMember.set(match.memberKey, { first: match, lines: [match] });
  }
  return [...byMember.values()];
}

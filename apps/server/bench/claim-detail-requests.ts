// Claim detail for distinct members. One request per
// member, on any of the three partners: the member's newest claim, with a
// freshly signed token and the SPDC of the claim's coverage line. Each comes
// with the claims list request the screen makes first (the token is then
// known to the server, as in the portal; the claim's answer is not).
import type { Partner } from '@portal/core';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';
import type { LoadRequest } from './load.ts';

export interface ClaimDetailRequests {
  /** POST /api/{partner}/members/claims, first page of the claim's line. */
  readonly lists: LoadRequest[];
  /** POST /api/{partner}/members/claims/{claimNumber}, each a different member. */
  readonly details: LoadRequest[];
}

interface ClaimRow {
  memberId: string;
  partner: Partner;
  claimNumber: string;
  isEstimate: boolean;
  s: number;
  p: number;
  d: number;
  c: number;
}

/** `count` members' newest claims (in a fixed order, skipping the members listed), signed in batches. */
export async function claimDetailRequests(db: Database, config: Config, count: number, { skipMembers = [] as readonly string[] } = {}): Promise<ClaimDetailRequests> {
  const rows = await db.query<ClaimRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (c.member_id) c.member_id AS "memberId", m.partner, c.claim_number AS "claimNumber",
              c.claim_type = 'estimate' AS "isEstimate", c.subsidiary_number AS s, c.policy_number AS p,
              c.division_number AS d, c.certificate_number AS c
         FROM claims c JOIN members m ON m.id = c.member_id
        WHERE NOT (c.member_id = ANY($2::text[]))
        ORDER BY c.member_id, c.service_date DESC, c.id DESC
     ) newest
     ORDER BY md5("memberId") LIMIT $1`,
    [count, skipMembers],
  );
  const signers = new Map<Partner, Awaited<ReturnType<typeof testAccessTokenSigner>>>();
  const signerOf = async (partner: Partner) => {
    let signer = signers.get(partner);
    if (!signer) signers.set(partner, (signer = await testAccessTokenSigner(db, config, { partner })));
    return signer;
  };
  const lists: LoadRequest[] = [];
  const details: LoadRequest[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = await Promise.all(
      rows.slice(start, start + 500).map(async (row) => {
        const token = await (await signerOf(row.partner))({ memberId: row.memberId, subject: `bench-${row.memberId}`, expiresInSeconds: 3_600 });
        const headers = { authorization: `Bearer ${token}` };
        const spdc = { subsidiaryNumber: row.s, policyNumber: row.p, divisionNumber: row.d, certificateNumber: row.c };
        return {
          list: { path: `/api/${row.partner}/members/claims`, headers, body: JSON.stringify(spdc) },
          detail: {
            path: `/api/${row.partner}/members/claims/${encodeURIComponent(row.claimNumber)}?isEstimate=${row.isEstimate}`,
            headers,
            body: JSON.stringify(spdc),
          },
        };
      }),
    );
    for (const { list, detail } of batch) {
      lists.push(list);
      details.push(detail);
    }
  }
  return { lists, details };
}

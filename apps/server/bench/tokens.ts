// Access tokens for many different seeded members (a pool
// of tokens, so the verified-token cache sees realistic traffic), each with
// the SPDC of one of the member's active dental lines for the body calls.
import type { Spdc } from '@portal/contract';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';

export interface BenchMember {
  readonly memberId: string;
  readonly authorization: string;
  readonly spdc: Spdc;
}

/**
 * `count` members (after the first `skip`, in a fixed order), each with a
 * freshly signed token. Signed in batches: one key lookup, bounded memory.
 */
export async function benchMembers(db: Database, config: Config, count: number, { skip = 0 } = {}): Promise<BenchMember[]> {
  const rows = await db.query<{ id: string; s: number; p: number; d: number; c: number }>(
    `SELECT DISTINCT ON (m.id) m.id, l.subsidiary_number AS s, l.policy_number AS p, l.division_number AS d, l.certificate_number AS c
       FROM members m JOIN coverage_lines l ON l.member_id = m.id
      WHERE m.partner = 'alic' AND l.lob IN ('DEN', 'PPD') AND l.effective_date > 0 AND l.id_card_ind = 'Y'
        AND m.id IN (SELECT id FROM members WHERE partner = 'alic' ORDER BY md5(id) LIMIT ($1::int + $2::int) * 2)
      ORDER BY m.id, l.id
      LIMIT $1 OFFSET $2`,
    [count, skip],
  );
  const signer = await testAccessTokenSigner(db, config, { partner: 'alic' });
  const sign = (memberId: string) => signer({ memberId, subject: `bench-${memberId}`, expiresInSeconds: 3_600 });
  const members: BenchMember[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    members.push(
      ...(await Promise.all(
        batch.map(async (row) => ({
          memberId: row.id,
          authorization: `Bearer ${await sign(row.id)}`,
          spdc: { subsidiaryNumber: row.s, policyNumber: row.p, divisionNumber: row.d, certificateNumber: row.c },
        })),
      )),
    );
  }
  return members;
}

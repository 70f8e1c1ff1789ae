// Signed-in members for the measurements where every request (or dashboard
// open) is a different member (honest benchmark): each gets a token
// of its own, never sent before, so neither the verified-token cache nor the
// per-member answer cache has seen it. alic members first, then rsl and
// standard ones (each on its own partner's path) when alic has too few.
import type { Partner } from '@portal/core';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { testAccessTokenSigner } from '../test/support/test-tokens.ts';

export interface SignedInMember {
  readonly partner: Partner;
  readonly memberId: string;
  readonly authorization: string;
}

/** `count` members after the first `skip` of a fixed shuffled order, each with a fresh token. */
export async function distinctMembers(db: Database, config: Config, count: number, { skip = 0 } = {}): Promise<SignedInMember[]> {
  const rows = await db.query<{ id: string; partner: Partner }>(
    `SELECT id, partner FROM members ORDER BY (partner <> 'alic'), md5('distinct' || id) LIMIT $1 OFFSET $2`,
    [count, skip],
  );
  const signers = new Map<Partner, Awaited<ReturnType<typeof testAccessTokenSigner>>>();
  for (const partner of new Set(rows.map((row) => row.partner))) signers.set(partner, await testAccessTokenSigner(db, config, { partner }));
  const members: SignedInMember[] = [];
  // In batches: bounded memory and promises in flight.
  for (let start = 0; start < rows.length; start += 500) {
    members.push(
      ...(await Promise.all(
        rows.slice(start, start + 500).map(async ({ id, partner }) => ({
          partner,
          memberId: id,
          authorization: `Bearer ${await signers.get(partner)!({ memberId: id, subject: `bench-${id}`, expiresInSeconds: 3_600 })}`,
        })),
      )),
    );
  }
  return members;
}

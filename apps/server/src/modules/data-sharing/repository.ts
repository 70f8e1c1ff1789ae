// SQL of the data-sharing calls: which sign-in accounts a member has (the
// provider's grants, and so the connected apps, belong to an account).
import type { Queryable } from '../../db/database.ts';

export function createDataSharingRepository(db: Queryable) {
  return {
    async accountIdsOfMember(partner: string, memberId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(`SELECT id FROM accounts WHERE partner = $1 AND member_id = $2 ORDER BY id`, [partner, memberId]);
      return rows.map((row) => row.id);
    },
  };
}
export type DataSharingRepository = ReturnType<typeof createDataSharingRepository>;

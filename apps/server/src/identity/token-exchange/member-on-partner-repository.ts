// The SQL of token exchange: whether the member a CSR asks to act for exists on the partner.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export async function memberExists(db: Queryable, partner: Partner, memberId: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>('SELECT id FROM members WHERE partner = $1 AND id = $2', [partner, memberId]);
  return rows.length > 0;
}

// Test helper: another alic staff account (the demo password), for tests that
// need a CSR nobody has enrolled yet now that staff sign in on alic only.
import type { Queryable } from '../../../src/db/database.ts';

export async function addAlicStaffAccount(db: Queryable, id: string, email: string, roles: readonly string[] = ['csr']): Promise<void> {
  await db.query(
    `INSERT INTO accounts (id, partner, email, password_hash, roles, member_id, display_name)
     SELECT $1, 'alic', $2, password_hash, $3, NULL, 'Test Customer Service' FROM accounts WHERE id = 'demo-alic-csr'`,
    [id, email, roles],
  );
}

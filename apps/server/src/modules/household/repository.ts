// SQL of the household module (migration 036): adult dependents with their
// own account and whether they share their claims with the policyholder.
import type { Queryable } from '../../db/database.ts';

export interface DependentAccountRecord {
  memberId: string;
  claimantNumber: number;
  shared: boolean;
  /** The dependent's first name (patients.name's first word). */
  firstName: string;
  policyholderFirstName: string;
}

export interface ManagedDependentRecord {
  claimantNumber: number;
  firstName: string;
  shared: boolean;
}

const firstNameOf = (column: string) => `split_part(${column}, ' ', 1)`;

export function createHouseholdRepository(db: Queryable) {
  return {
    /** The dependent an account belongs to (of this partner's member), or undefined. */
    async dependentOfAccount(accountId: string, memberId: string): Promise<DependentAccountRecord | undefined> {
      const [row] = await db.query<DependentAccountRecord>(
        `SELECT d.member_id AS "memberId", d.claimant_number AS "claimantNumber", d.claims_shared AS shared,
                ${firstNameOf('p.name')} AS "firstName", m.first_name AS "policyholderFirstName"
           FROM dependent_accounts d
           JOIN patients p ON p.member_id = d.member_id AND p.claimant_number = d.claimant_number
           JOIN members m ON m.id = d.member_id
          WHERE d.account_id = $1 AND d.member_id = $2`,
        [accountId, memberId],
      );
      return row;
    },

    /** The member's adult dependents who have their own account, by claimant number. */
    async managedDependentsOf(memberId: string): Promise<ManagedDependentRecord[]> {
      return db.query<ManagedDependentRecord>(
        `SELECT d.claimant_number AS "claimantNumber", ${firstNameOf('p.name')} AS "firstName", d.claims_shared AS shared
           FROM dependent_accounts d
           JOIN patients p ON p.member_id = d.member_id AND p.claimant_number = d.claimant_number
          WHERE d.member_id = $1
          ORDER BY d.claimant_number`,
        [memberId],
      );
    },

    /** Sets the dependent's choice; false when the account is no dependent's (any more). */
    async setShared(tx: Queryable, accountId: string, shared: boolean, at: Date): Promise<boolean> {
      const rows = await tx.query(
        `UPDATE dependent_accounts SET claims_shared = $2, sharing_changed_at = $3 WHERE account_id = $1 RETURNING account_id`,
        [accountId, shared, at],
      );
      return rows.length > 0;
    },
  };
}
export type HouseholdRepository = ReturnType<typeof createHouseholdRepository>;

import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';

export interface PaperlessPreferenceRecord {
  enrolled: boolean;
  email: string;
}

export interface PlanKey {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  lob: string;
}

export interface PaperlessRepository {
  findPreference(memberId: string): Promise<PaperlessPreferenceRecord | undefined>;
  /** false only when the plan is known and marked ineligible. */
  isPlanEligible(plan: PlanKey): Promise<boolean>;
  /** Saves the preference and the member's OPT-IN-DSP-IND together (§3 GET members follows), and `alsoInTransaction` (the audit event). */
  savePreference(memberId: string, preference: PaperlessPreferenceRecord, alsoInTransaction?: InTransaction): Promise<void>;
}

export function createPaperlessRepository(db: Database): PaperlessRepository {
  return {
    async findPreference(memberId) {
      const [row] = await db.query<PaperlessPreferenceRecord>(
        'SELECT enrolled, email FROM paperless_preferences WHERE member_id = $1',
        [memberId],
      );
      return row;
    },
    async isPlanEligible({ subsidiaryNumber, policyNumber, divisionNumber, lob }) {
      const [row] = await db.query<{ eligible: boolean }>(
        `SELECT paperless_eligible AS eligible FROM plan_profiles
          WHERE subsidiary_number = $1 AND policy_number = $2 AND division_number = $3 AND lob = $4`,
        [subsidiaryNumber, policyNumber, divisionNumber, lob],
      );
      return row?.eligible ?? true;
    },
    async savePreference(memberId, { enrolled, email }, alsoInTransaction) {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO paperless_preferences (member_id, enrolled, email, updated_at) VALUES ($1, $2, $3, now())
           ON CONFLICT (member_id) DO UPDATE SET enrolled = EXCLUDED.enrolled, email = EXCLUDED.email, updated_at = now()`,
          [memberId, enrolled, email],
        );
        await tx.query('UPDATE members SET opt_in_display_ind = $2 WHERE id = $1', [memberId, enrolled ? 'Y' : 'N']);
        await alsoInTransaction?.(tx);
      });
    },
  };
}

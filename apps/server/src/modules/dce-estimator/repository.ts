// SQL of the dental cost estimator (migrations 004, 017). The line is found
// among the token member's own lines of the partner only.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

/** A line of the member that carries the PPO code, with the habits its claims are paid with. */
export interface EstimatorLineRecord {
  lineId: string;
  lob: string;
  /** yyyymmdd; 0 = ended (§3 MEM-EFF-DT). */
  effectiveDate: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
  networkFeeShare: number;
  posteriorCompositeAsAmalgam: boolean;
}

export interface ProcedureRecord {
  code: string;
  serviceType: string;
  typicalFee: number;
}

export function createDceEstimatorRepository(db: Queryable) {
  return {
    /** The member's lines with a dental plan whose group PPO code is `ppoCode` (any case), oldest first. */
    async findLinesWithPpoCode(memberId: string, partner: Partner, ppoCode: string): Promise<EstimatorLineRecord[]> {
      return db.query<EstimatorLineRecord>(
        `SELECT cl.id::text AS "lineId", cl.lob, cl.effective_date AS "effectiveDate", cl.term_date AS "termDate",
                dp.network_fee_share::float8 AS "networkFeeShare", dp.posterior_composite_as_amalgam AS "posteriorCompositeAsAmalgam"
           FROM coverage_lines cl
           JOIN members m ON m.id = cl.member_id
           JOIN dental_plans dp ON dp.coverage_line_id = cl.id
          WHERE cl.member_id = $1 AND m.partner = $2 AND cl.group_ppo_code <> '' AND upper(cl.group_ppo_code) = upper($3)
          ORDER BY cl.id`,
        [memberId, partner, ppoCode],
      );
    },

    /** The dental procedures with a typical fee, by code. */
    async findProcedures(): Promise<ProcedureRecord[]> {
      return db.query<ProcedureRecord>(
        `SELECT code, service_type AS "serviceType", typical_fee::float8 AS "typicalFee"
           FROM procedure_codes WHERE product_type = 'dental' AND typical_fee IS NOT NULL ORDER BY code`,
      );
    },

    async isPatientOfMember(memberId: string, claimantNumber: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM patients WHERE member_id = $1 AND claimant_number = $2', [memberId, claimantNumber]);
      return rows.length > 0;
    },
  };
}
export type DceEstimatorRepository = ReturnType<typeof createDceEstimatorRepository>;

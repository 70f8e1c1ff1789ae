import type { HearingBenefit } from '@portal/contract';
import type { Queryable } from '../../db/database.ts';

export interface HearingPlanRecord {
  subsidiaryNumber: number;
  planName: string;
}

export interface HearingRepository {
  /** The member's first active line carrying the rule (the Hearing tab's plan), or undefined. */
  findHearingPlanOfMember(memberId: string, ruleCode: string): Promise<HearingPlanRecord | undefined>;
  /** The company's hearing benefits, the exam first. */
  findHearingBenefits(subsidiaryNumber: number): Promise<HearingBenefit[]>;
}

export function createHearingRepository(db: Queryable): HearingRepository {
  return {
    async findHearingPlanOfMember(memberId, ruleCode) {
      const [plan] = await db.query<HearingPlanRecord>(
        `SELECT l.subsidiary_number AS "subsidiaryNumber", COALESCE(p.plan_name, l.plan_sponsor_name) AS "planName"
           FROM coverage_visibility_rules r
           JOIN coverage_lines l ON l.member_id = r.member_id AND l.subsidiary_number = r.subsidiary_number
            AND l.policy_number = r.policy_number AND l.division_number = r.division_number
            AND l.certificate_number = r.certificate_number AND l.effective_date <> 0
           LEFT JOIN plan_profiles p ON p.subsidiary_number = l.subsidiary_number AND p.policy_number = l.policy_number
            AND p.division_number = l.division_number AND p.lob = l.lob
          WHERE r.member_id = $1 AND r.rule_code = $2
          ORDER BY array_position(ARRAY['vision', 'dental', 'lasik'], r.product_type), l.id
          LIMIT 1`,
        [memberId, ruleCode],
      );
      return plan;
    },
    async findHearingBenefits(subsidiaryNumber) {
      const rows = await db.query<Omit<HearingBenefit, 'inNetworkAmount' | 'outOfNetworkAmount'> & { inNetworkAmount: string | number; outOfNetworkAmount: string | number }>(
        `SELECT kind, coverage, in_network_amount AS "inNetworkAmount", out_of_network_amount AS "outOfNetworkAmount",
                frequency_months AS "frequencyMonths"
           FROM hearing_benefits WHERE subsidiary_number = $1
          ORDER BY array_position(ARRAY['exam', 'aids'], kind)`,
        [subsidiaryNumber],
      );
      // numeric arrives as a string on both databases.
      return rows.map((row) => ({ ...row, inNetworkAmount: Number(row.inNetworkAmount), outOfNetworkAmount: Number(row.outOfNetworkAmount) }));
    },
  };
}

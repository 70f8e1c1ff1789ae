import type { ProductType } from '@portal/core';
import type { Queryable } from '../../db/database.ts';

export interface VisibilityRuleRecord {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  productType: ProductType;
  code: string;
  description: string;
}

export interface VisibilityRulesRepository {
  /** The member's rules, by coverage line (spdc, then dental, vision, lasik) and code. */
  findRulesOfMember(memberId: string): Promise<VisibilityRuleRecord[]>;
  /** Whether any of the member's lines carries one of these codes. */
  memberHasAnyRule(memberId: string, codes: readonly string[]): Promise<boolean>;
}

export function createVisibilityRulesRepository(db: Queryable): VisibilityRulesRepository {
  return {
    async findRulesOfMember(memberId) {
      return db.query<VisibilityRuleRecord>(
        `SELECT r.subsidiary_number AS "subsidiaryNumber", r.policy_number AS "policyNumber",
                r.division_number AS "divisionNumber", r.certificate_number AS "certificateNumber",
                r.product_type AS "productType", r.rule_code AS code, c.description
           FROM coverage_visibility_rules r JOIN visibility_rule_codes c ON c.code = r.rule_code
          WHERE r.member_id = $1
          ORDER BY r.subsidiary_number, r.policy_number, r.division_number, r.certificate_number,
                   array_position(ARRAY['dental', 'vision', 'lasik'], r.product_type), r.rule_code`,
        [memberId],
      );
    },
    async memberHasAnyRule(memberId, codes) {
      const [row] = await db.query<{ found: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM coverage_visibility_rules WHERE member_id = $1 AND rule_code = ANY($2::text[])) AS found',
        [memberId, codes],
      );
      return row?.found ?? false;
    },
  };
}

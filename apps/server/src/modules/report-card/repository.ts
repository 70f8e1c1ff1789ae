// The member's last preventive dental care for the report card (§4), read
// from their processed dental claims (the same dates as the benefit
// snapshot's frequency clocks; claims_line_service_idx).
import type { Queryable } from '../../db/database.ts';
import { preventiveCodes, type PreventiveCategory } from '../shared/preventive-codes.ts';
import type { PreventiveVisit } from './preventive-care.ts';

export interface ReportCardRepository {
  /** The member's own (claimant 1) last covered visit of each category; categories never covered are left out. */
  findPreventiveVisits(memberId: string): Promise<PreventiveVisit[]>;
}

const categoryOfCode = Object.entries(preventiveCodes).flatMap(([category, codes]) => codes.map((code) => [code, category]));

export function createReportCardRepository(db: Queryable): ReportCardRepository {
  return {
    async findPreventiveVisits(memberId) {
      const rows = await db.query<{ code: string; lastVisitDate: string }>(
        `SELECT l.paid_code AS code, to_char(max(l.service_date), 'YYYY-MM-DD') AS "lastVisitDate"
           FROM claims c JOIN claim_procedure_lines l ON l.claim_id = c.id
          WHERE c.member_id = $1 AND c.claimant_number = 1 AND c.claim_type = 'dental' AND c.processed_date IS NOT NULL
            AND l.amount_covered > 0 AND l.paid_code = ANY($2::text[])
          GROUP BY l.paid_code`,
        [memberId, categoryOfCode.map(([code]) => code)],
      );
      const latest = new Map<PreventiveCategory, string>();
      for (const row of rows) {
        const category = categoryOfCode.find(([code]) => code === row.code)![1] as PreventiveCategory;
        const known = latest.get(category);
        if (!known || row.lastVisitDate > known) latest.set(category, row.lastVisitDate);
      }
      return [...latest].map(([category, lastVisitDate]) => ({ category, lastVisitDate }));
    },
  };
}

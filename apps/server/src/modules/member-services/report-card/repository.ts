import type { Queryable } from '../../../db/database.ts';
import type { PreventiveVisit } from './preventive-care.ts';

export interface ReportCardRepository {
  findPreventiveVisits(memberId: string): Promise<PreventiveVisit[]>;
}

export function createReportCardRepository(db: Queryable): ReportCardRepository {
  return {
    async findPreventiveVisits(memberId) {
      return db.query<PreventiveVisit>(
        `SELECT care_category AS category, to_char(last_visit_date, 'YYYY-MM-DD') AS "lastVisitDate"
           FROM preventive_care_visits WHERE member_id = $1`,
        [memberId],
      );
    },
  };
}

// SQL of the CSR SPDC search. The SPDC walks
// coverage_lines_spdc_idx; members join by primary key and accounts by
// accounts_member_idx, so the optional filters only see the SPDC's few lines
// (migrations/026_csr_search.sql; EXPLAIN in csr-search.int.test.ts).
import type { Queryable } from '../../db/database.ts';

export interface CsrSearchCriteria {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  /** yyyy-mm-dd */
  dateOfBirth?: string | undefined;
  zipCode?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  /** The member's account email. */
  email?: string | undefined;
}

export interface CsrSearchRow {
  memberKey: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  lineOfBusiness: string;
  planName: string;
  active: boolean;
  hasAccount: boolean;
}

export interface CsrSearchPage {
  rows: CsrSearchRow[];
  /** Lines that match, counted before the limit. */
  total: number;
}

export interface CsrSearchRepository {
  findLinesBySpdc(criteria: CsrSearchCriteria, limit: number): Promise<CsrSearchPage>;
}

/**
 * The search statement; exported so tests and the bench EXPLAIN exactly what
 * runs. The SPDC's lines come first, fenced off (MATERIALIZED), so the planner
 * cannot start from a filter instead (a date of birth would otherwise pick
 * members_registration_lookup_idx at some sizes): the plan is the same at
 * every size and the filters only see the SPDC's few lines.
 */
export const csrSearchSql = `
WITH spdc_lines AS MATERIALIZED (
  SELECT m.id, m.first_name, m.last_name, m.date_of_birth, m.zip_code, a.email AS account_email, a.id IS NOT NULL AS has_account,
         cl.id AS line_id, cl.subsidiary_number, cl.policy_number, cl.division_number, cl.certificate_number,
         cl.lob, cl.plan_sponsor_name, cl.effective_date
    FROM coverage_lines cl
    JOIN members m ON m.id = cl.member_id AND m.partner = 'alic'
    LEFT JOIN accounts a ON a.member_id = m.id
   WHERE cl.subsidiary_number = $1 AND cl.policy_number = $2 AND cl.division_number = $3 AND cl.certificate_number = $4
)
SELECT id AS "memberKey", first_name AS "firstName", last_name AS "lastName", to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
       subsidiary_number AS "subsidiaryNumber", policy_number AS "policyNumber", division_number AS "divisionNumber",
       certificate_number AS "certificateNumber", lob AS "lineOfBusiness", plan_sponsor_name AS "planName",
       effective_date <> 0 AS active, has_account AS "hasAccount", count(*) OVER () AS total
  FROM spdc_lines
 WHERE ($5::date IS NULL OR date_of_birth = $5::date)
   AND ($6::text IS NULL OR zip_code = $6::text)
   AND ($7::text IS NULL OR portal_fold_name(first_name) = portal_fold_name($7::text))
   AND ($8::text IS NULL OR portal_fold_name(last_name) = portal_fold_name($8::text))
   AND ($9::text IS NULL OR account_email = lower(btrim($9::text)))
 ORDER BY effective_date = 0, effective_date DESC, last_name, first_name, line_id
 LIMIT $10`;

export function csrSearchParams(criteria: CsrSearchCriteria, limit: number): unknown[] {
  return [
    criteria.subsidiaryNumber, criteria.policyNumber, criteria.divisionNumber, criteria.certificateNumber,
    criteria.dateOfBirth ?? null, criteria.zipCode ?? null, criteria.firstName ?? null, criteria.lastName ?? null,
    criteria.email ?? null, limit,
  ];
}

export function createCsrSearchRepository(db: Queryable): CsrSearchRepository {
  return {
    async findLinesBySpdc(criteria, limit) {
      const found = await db.query<CsrSearchRow & { total: string | number }>(csrSearchSql, csrSearchParams(criteria, limit));
      return {
        rows: found.map(({ total: _total, ...row }) => row),
        total: Number(found[0]?.total ?? 0),
      };
    },
  };
}

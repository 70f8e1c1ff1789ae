// Two alic members for the claims list benchmark, one
// with 5 claims on a dental line and one with 500 (the seed gives a line tens
// at most). The few keeps its 5 newest; the many gets copies of its own
// claims, each copy moved back a further two years, so service dates, types,
// patients and providers stay the member's own. Runs before the database is
// settled, so the statistics and visibility map include them.
import type { Spdc } from '@portal/contract';
import type { Queryable } from '../src/db/database.ts';

export interface ClaimsListMember {
  readonly memberId: string;
  readonly spdc: Spdc;
  readonly claims: number;
}

interface LineRow {
  memberId: string;
  s: number;
  p: number;
  d: number;
  c: number;
  claims: number;
}

const lineOf = (row: LineRow): Spdc => ({ subsidiaryNumber: row.s, policyNumber: row.p, divisionNumber: row.d, certificateNumber: row.c });
const spdcParams = (spdc: Spdc) => [spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber];
/** The line's claims ($1 member, $2…$5 SPDC), of the table under `alias`. */
const claimsOfLine = (alias = 'claims') =>
  `${alias}.member_id = $1 AND ${alias}.subsidiary_number = $2 AND ${alias}.policy_number = $3 AND ${alias}.division_number = $4 AND ${alias}.certificate_number = $5`;

/** Days a copy moves back per round: past the seed's two years of history. */
const copyShiftDays = 731;

/**
 * The two alic members with the most claims on an active dental line, taken
 * from the far end of the order benchMembers signs in (md5 of the id), so the
 * other measurements' members keep their seeded claims.
 */
async function pickLines(db: Queryable): Promise<[LineRow, LineRow]> {
  const rows = await db.query<LineRow>(
    `SELECT l.member_id AS "memberId", l.subsidiary_number AS s, l.policy_number AS p, l.division_number AS d,
            l.certificate_number AS c, count(c.id)::int AS claims
       FROM coverage_lines l
       JOIN members m ON m.id = l.member_id AND m.partner = 'alic'
       JOIN claims c ON c.member_id = l.member_id AND c.subsidiary_number = l.subsidiary_number
        AND c.policy_number = l.policy_number AND c.division_number = l.division_number AND c.certificate_number = l.certificate_number
      WHERE l.lob IN ('DEN', 'PPD') AND l.effective_date > 0
        AND l.member_id IN (SELECT id FROM members WHERE partner = 'alic' ORDER BY md5(id) DESC LIMIT 200)
      GROUP BY 1, 2, 3, 4, 5
     HAVING count(c.id) >= 5
      ORDER BY count(c.id) DESC, 1
      LIMIT 2`,
  );
  if (rows.length < 2) throw new Error('The claims list benchmark needs two alic members with 5 or more dental claims: seed more members');
  return [rows[0]!, rows[1]!];
}

async function keepNewest(db: Queryable, row: LineRow, claims: number): Promise<void> {
  await db.query(
    `DELETE FROM claims WHERE ${claimsOfLine()}
        AND id NOT IN (SELECT id FROM claims WHERE ${claimsOfLine()} ORDER BY service_date DESC, id DESC LIMIT $6)`,
    [row.memberId, ...spdcParams(lineOf(row)), claims],
  );
}

/** Copies the line's claims (headers and procedure lines) until it has `claims`. */
async function copyUpTo(db: Queryable, row: LineRow, claims: number): Promise<void> {
  const rounds = Math.ceil((claims - row.claims) / row.claims);
  await db.query(
    `WITH copies AS (
       SELECT c.*, round, 'B' || c.id || 'R' || round AS copy_number
         FROM claims c, generate_series(1, $7::int) AS round
        WHERE ${claimsOfLine('c')}
        ORDER BY round, c.service_date DESC, c.id DESC
        LIMIT $6
     ), new_claims AS (
       INSERT INTO claims (
         member_id, claimant_number, claim_number, source_code, claim_type, status, service_date, received_date, processed_date,
         provider_name, provider_id, in_network, plan_sponsor_name, plan_number, subsidiary_number, policy_number, division_number,
         certificate_number, lob, patient_relationship, provider_charges, total_provider_adjustment, total_covered, total_deductible,
         total_payable, patient_responsibility, eob_object_id, estimate_expiry_date)
       SELECT member_id, claimant_number, copy_number, source_code, claim_type, status, service_date - round * $8::int,
              received_date - round * $8::int, processed_date - round * $8::int, provider_name, provider_id, in_network,
              plan_sponsor_name, plan_number, subsidiary_number, policy_number, division_number, certificate_number, lob,
              patient_relationship, provider_charges, total_provider_adjustment, total_covered, total_deductible, total_payable,
              patient_responsibility, CASE WHEN eob_object_id IS NULL THEN NULL ELSE 'EOB-' || copy_number END,
              estimate_expiry_date - round * $8::int
         FROM copies
       RETURNING id, claim_number
     )
     INSERT INTO claim_procedure_lines (
       claim_id, line_number, service_date, tooth_arch_quad, surface, submitted_code, paid_code, charges, provider_adjustment,
       amount_covered, deductible_applied, percent_plan_pays, amount_payable, patient_responsibility, remark_code)
     SELECT n.id, l.line_number, l.service_date - copies.round * $8::int, l.tooth_arch_quad, l.surface, l.submitted_code, l.paid_code,
            l.charges, l.provider_adjustment, l.amount_covered, l.deductible_applied, l.percent_plan_pays, l.amount_payable,
            l.patient_responsibility, l.remark_code
       FROM copies
       JOIN new_claims n ON n.claim_number = copies.copy_number
       JOIN claim_procedure_lines l ON l.claim_id = copies.id`,
    [row.memberId, ...spdcParams(lineOf(row)), claims - row.claims, rounds, copyShiftDays],
  );
}

async function countClaims(db: Queryable, memberId: string, spdc: Spdc): Promise<number> {
  const [row] = await db.query<{ claims: number }>(`SELECT count(*)::int AS claims FROM claims WHERE ${claimsOfLine()}`, [memberId, ...spdcParams(spdc)]);
  return row?.claims ?? 0;
}

/** Gives one member `few` claims on a dental line and another `many`; resolves to both. */
export async function prepareClaimsListMembers(db: Queryable, { few = 5, many = 500 } = {}): Promise<{ few: ClaimsListMember; many: ClaimsListMember }> {
  const [manyLine, fewLine] = await pickLines(db);
  await keepNewest(db, fewLine, few);
  await copyUpTo(db, manyLine, many);
  const member = async (row: LineRow): Promise<ClaimsListMember> => ({
    memberId: row.memberId,
    spdc: lineOf(row),
    claims: await countClaims(db, row.memberId, lineOf(row)),
  });
  return { few: await member(fewLine), many: await member(manyLine) };
}

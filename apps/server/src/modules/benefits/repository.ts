// SQL of the benefits module (migrations 001 and 003). Every lookup starts
// from the token's member: a coverage line is found only among that member's
// lines of the partner, and the other queries take the line id found so.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { IsoDate } from '../../lib/plan-year.ts';
import { claimsVisibleTo } from '../../db/household-claims.ts';

export interface Spdc {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

/** One coverage line of the member with its member row and plan. */
export interface CoverageLineOfMember extends Spdc {
  lineId: string;
  lob: string;
  planSponsorName: string;
  /** yyyymmdd; 0 = terminated. */
  effectiveDate: number;
  /** yyyymmdd; 0 = none. */
  termDate: number;
  idCardInd: '' | 'Y' | 'N';
  memberId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  stateCode: string;
  /** The line's dental or vision plan; null when it has none (e.g. LASIK). */
  planName: string | null;
  networkName: string | null;
  /** Month the plan or benefit year starts; null without a plan. */
  yearStartMonth: number | null;
  /** Which plan the line has and its design (shared by every line on that plan); null without a plan. */
  planKind: 'dental' | 'vision' | null;
  planDesignId: string | null;
  /** The dependents covered with the member, for the ID card. */
  coveredPeople: string[];
}

export interface PatientRecord {
  claimantNumber: number;
  name: string;
  dateOfBirth: IsoDate;
  relationship: 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';
  coverageType: string;
  /** yyyymmdd; 0 = none. */
  termDate: number;
}

export interface DentalPlanRecord {
  planName: string;
  networkName: string;
  planType: 'PPO' | 'DHMO';
  planYearStartMonth: number;
  deductibleIndividual: number;
  deductibleFamily: number;
  annualMaximum: number;
  lifetimeMaximum: number;
  orthoLifetimeMaximum: number;
  orthoAgeLimit: number;
  rolloverThreshold: number;
  rolloverAmount: number;
  rolloverLimit: number;
}

export type BenefitClass = 'preventive' | 'basic' | 'major' | 'orthodontics';

export interface DentalClassRecord {
  benefitClass: BenefitClass;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  deductibleApplies: boolean;
  copay: number;
  waitingMonths: number;
  frequencyCount: number;
  frequencyMonths: number;
}

/**
 * One plan year of a line, summed over the processed claims (the
 * claims are the one source of what was used): the patient's own amounts and
 * the family's deductible.
 */
export interface PlanYearUsage {
  planYear: number;
  /** Plan payments on non-orthodontic procedure lines. */
  annualMaximumUsed: number;
  deductibleMet: number;
  /** Plan payments on orthodontic procedure lines (against the orthodontic lifetime maximum). */
  orthoPaid: number;
  familyDeductibleMet: number;
}

/** The latest day a procedure code was covered for the patient on the line. */
export interface LastServiceRecord {
  code: string;
  lastServiceDate: IsoDate;
}

export type VisionItem = 'exam' | 'lenses' | 'frames' | 'contacts';

export interface VisionItemRecord {
  item: VisionItem;
  copay: number;
  coveredInFull: boolean;
  inNetworkAllowance: number;
  /** null: the §9 per-state exam allowance. */
  outOfNetworkAllowance: number | null;
  frequencyMonths: number;
}

export interface VisionUsageRecord {
  item: VisionItem;
  lastServiceDate: IsoDate;
}

/** A claim of the patient on the line, as the patient details PDF lists it (claims: migration 004). */
export interface RecentClaimRecord {
  claimNumber: string;
  dateOfService: IsoDate;
  providerName: string;
  charges: number;
  amountPaid: number;
  status: string;
}

export interface BenefitsRepository {
  /** Every line of the member (none when the member is not the partner's), by line id. */
  findLinesOfMember(memberId: string, partner: Partner): Promise<CoverageLineOfMember[]>;
  /** The member's patients (all, or the one claimant), by claimant number. */
  findPatients(memberId: string, claimantNumber?: number): Promise<PatientRecord[]>;
  /**
   * The patients the person asking sees (migration 036): an adult dependent's own account only themself; the
   * policyholder everyone but an adult dependent who manages their own claims and does not share them.
   */
  findPatientsVisibleTo(memberId: string, viewer: number | null): Promise<PatientRecord[]>;
  findDentalPlan(lineId: string): Promise<{ plan: DentalPlanRecord; classes: DentalClassRecord[] } | undefined>;
  /** Plan years with processed claims on the line (of any patient), with this claimant's amounts; by plan year. */
  findPlanYearUsage(lineId: string, claimantNumber: number): Promise<PlanYearUsage[]>;
  /** A dental plan design (every line on it shares it): the plan without its line's plan year, and its classes. */
  findDentalDesign(designId: string): Promise<{ plan: Omit<DentalPlanRecord, 'planYearStartMonth'>; classes: DentalClassRecord[] } | undefined>;
  /** A vision plan design's items (every line on it shares them). */
  findVisionDesignItems(designId: string): Promise<VisionItemRecord[]>;
  /** The last covered service of each of `codes` on the line's processed claims (codes never covered are left out). */
  findLastServices(lineId: string, claimantNumber: number, codes: readonly string[]): Promise<LastServiceRecord[]>;
  /** findLastServices of several lines in one statement, by line id (a line without any is left out). */
  findLastServicesOfLines(
    lines: ReadonlyArray<{ lineId: string; codes: readonly string[] }>, claimantNumber: number,
  ): Promise<Map<string, LastServiceRecord[]>>;
  /** The patient's latest claims on the line (estimates left out), newest first. */
  /** `viewer`: null for the policyholder (an adult dependent's unshared claims left out), else the dependent's claimant (migration 036). */
  findRecentClaims(
    memberId: string, line: Spdc & { lob: string }, claimantNumber: number, limit: number, viewer: number | null,
  ): Promise<RecentClaimRecord[]>;
}

/** The claims of a coverage line `cl`: the member's claims on its SPDC and LOB (claims_line_service_idx). */
const claimsOfLine = `c.member_id = cl.member_id AND c.subsidiary_number = cl.subsidiary_number AND c.policy_number = cl.policy_number
                  AND c.division_number = cl.division_number AND c.certificate_number = cl.certificate_number AND c.lob = cl.lob`;
/** Processed claims count; pending claims and pretreatment estimates use nothing up. */
const processedClaim = "c.processed_date IS NOT NULL AND c.claim_type <> 'estimate'";
/** Orthodontic lines count against the orthodontic lifetime maximum, everything else against the annual maximum. */
const notOrtho = "coalesce(pc.service_type, '') <> 'Orthodontics'";

/**
 * The line ids as one placeholder each, padded (the last repeated) to 1, 2, 4 … of them: with `= ANY($1)` the
 * generic plan assumes 10 lines where the member has 1–3, so PostgreSQL planned this statement anew on every call
 * (1.2 ms of planning against 0.2 ms of execution, docs/performance.md); with a known count it keeps its generic
 * plan after five calls, and the padding keeps the statement shapes few.
 */
function paddedToPowerOfTwo<T>(values: readonly T[]): T[] {
  let size = 1;
  while (size < values.length) size *= 2;
  return Array.from({ length: size }, (_, i) => values[Math.min(i, values.length - 1)]!);
}

export function createBenefitsRepository(db: Queryable): BenefitsRepository {
  const repository: BenefitsRepository = {
    // One indexed query (coverage_lines by member, the rest by primary key) is all an ID card needs (ID cards
    // per second: bench/run.ts), and the token's later benefits calls read none (service.ts). The plan comes
    // from a lateral UNION rather than four outer joins: the planner has far fewer join orders to weigh, and
    // planning is most of this query's cost. The partner's features come from the shared answers.
    async findLinesOfMember(memberId, partner) {
      return db.query<CoverageLineOfMember>(
        `SELECT cl.id::text AS "lineId", cl.subsidiary_number AS "subsidiaryNumber", cl.policy_number AS "policyNumber",
                cl.division_number AS "divisionNumber", cl.certificate_number AS "certificateNumber", cl.lob,
                cl.plan_sponsor_name AS "planSponsorName", cl.effective_date AS "effectiveDate", cl.term_date AS "termDate",
                cl.id_card_ind AS "idCardInd", m.id AS "memberId", m.first_name AS "firstName", m.middle_name AS "middleName",
                m.last_name AS "lastName", m.state_code AS "stateCode",
                plan.plan_name AS "planName", plan.network_name AS "networkName", plan.start_month AS "yearStartMonth",
                plan.kind AS "planKind", plan.design_id AS "planDesignId",
                ARRAY(SELECT p.name FROM patients p
                       WHERE p.member_id = m.id AND p.claimant_number > 1 AND p.term_date = 0
                       ORDER BY p.claimant_number) AS "coveredPeople"
           FROM coverage_lines cl
           JOIN members m ON m.id = cl.member_id
           LEFT JOIN LATERAL (
             SELECT d.plan_name, d.network_name, p.plan_year_start_month::int AS start_month, 'dental' AS kind, d.id AS design_id
               FROM dental_plans p JOIN dental_plan_designs d ON d.id = p.design_id WHERE p.coverage_line_id = cl.id
             UNION ALL
             SELECT v.plan_name, vd.network_name, v.benefit_year_start_month::int, 'vision', vd.id
               FROM vision_plans v JOIN vision_plan_designs vd ON vd.id = v.design_id WHERE v.coverage_line_id = cl.id
           ) plan ON true
          WHERE cl.member_id = $1 AND m.partner = $2
          ORDER BY cl.id`,
        [memberId, partner],
      );
    },

    async findPatients(memberId, claimantNumber) {
      return db.query<PatientRecord>(
        `SELECT claimant_number AS "claimantNumber", name, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
                relationship, coverage_type AS "coverageType", term_date AS "termDate"
           FROM patients
          WHERE member_id = $1 AND ($2::int IS NULL OR claimant_number = $2::int)
          ORDER BY claimant_number`,
        [memberId, claimantNumber ?? null],
      );
    },

    async findPatientsVisibleTo(memberId, viewer) {
      return db.query<PatientRecord>(
        `SELECT p.claimant_number AS "claimantNumber", p.name, to_char(p.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth",
                p.relationship, p.coverage_type AS "coverageType", p.term_date AS "termDate"
           FROM patients p
          WHERE p.member_id = $1 AND ${claimsVisibleTo('$2', 'p')}
          ORDER BY p.claimant_number`,
        [memberId, viewer],
      );
    },

    async findDentalPlan(lineId) {
      // The line's own part (its plan year's first month), then its design, as the benefits calls read it.
      const [line] = await db.query<{ designId: string; planYearStartMonth: number }>(
        `SELECT design_id AS "designId", plan_year_start_month::int AS "planYearStartMonth" FROM dental_plans WHERE coverage_line_id = $1`,
        [lineId],
      );
      if (!line) return undefined;
      const design = await repository.findDentalDesign(line.designId);
      return design && { plan: { ...design.plan, planYearStartMonth: line.planYearStartMonth }, classes: design.classes };
    },

    async findDentalDesign(designId) {
      const [plan] = await db.query<Omit<DentalPlanRecord, 'planYearStartMonth'>>(
        `SELECT plan_name AS "planName", network_name AS "networkName", plan_type AS "planType",
                deductible_individual::float8 AS "deductibleIndividual", deductible_family::float8 AS "deductibleFamily",
                annual_maximum::float8 AS "annualMaximum", lifetime_maximum::float8 AS "lifetimeMaximum",
                ortho_lifetime_maximum::float8 AS "orthoLifetimeMaximum", ortho_age_limit::int AS "orthoAgeLimit",
                rollover_threshold::float8 AS "rolloverThreshold", rollover_amount::float8 AS "rolloverAmount",
                rollover_limit::float8 AS "rolloverLimit"
           FROM dental_plan_designs WHERE id = $1`,
        [designId],
      );
      if (!plan) return undefined;
      const classes = await db.query<DentalClassRecord>(
        `SELECT benefit_class AS "benefitClass", in_network_percent::int AS "inNetworkPercent",
                out_of_network_percent::int AS "outOfNetworkPercent", deductible_applies AS "deductibleApplies",
                copay::float8 AS copay, waiting_months::int AS "waitingMonths",
                frequency_count::int AS "frequencyCount", frequency_months::int AS "frequencyMonths"
           FROM dental_design_classes WHERE design_id = $1
          ORDER BY array_position(ARRAY['preventive', 'basic', 'major', 'orthodontics'], benefit_class)`,
        [designId],
      );
      return { plan, classes };
    },

    async findVisionDesignItems(designId) {
      return db.query<VisionItemRecord>(
        `SELECT item, copay::float8 AS copay, covered_in_full AS "coveredInFull",
                in_network_allowance::float8 AS "inNetworkAllowance", out_of_network_allowance::float8 AS "outOfNetworkAllowance",
                frequency_months::int AS "frequencyMonths"
           FROM vision_design_items WHERE design_id = $1`,
        [designId],
      );
    },

    // What was used is summed from the processed, non-estimate claims of the line
    // (migration 004), per plan year of the line's dental plan, so the snapshot always equals what
    // the claims paid. Claims are reached by the member index; a member has tens of them.
    async findPlanYearUsage(lineId, claimantNumber) {
      return db.query<PlanYearUsage>(
        `SELECT extract(year FROM l.service_date - make_interval(months => dp.plan_year_start_month - 1))::int AS "planYear",
                COALESCE(sum(l.amount_payable) FILTER (WHERE c.claimant_number = $2 AND ${notOrtho}), 0)::float8 AS "annualMaximumUsed",
                COALESCE(sum(l.deductible_applied) FILTER (WHERE c.claimant_number = $2), 0)::float8 AS "deductibleMet",
                COALESCE(sum(l.amount_payable) FILTER (WHERE c.claimant_number = $2 AND NOT ${notOrtho}), 0)::float8 AS "orthoPaid",
                COALESCE(sum(l.deductible_applied), 0)::float8 AS "familyDeductibleMet"
           FROM coverage_lines cl
           JOIN dental_plans dp ON dp.coverage_line_id = cl.id
           JOIN claims c ON ${claimsOfLine}
           JOIN claim_procedure_lines l ON l.claim_id = c.id
           LEFT JOIN procedure_codes pc ON pc.code = l.paid_code
          WHERE cl.id = $1 AND ${processedClaim}
          GROUP BY 1 ORDER BY 1`,
        [lineId, claimantNumber],
      );
    },

    // A refused line (frequency, not covered) has nothing covered and does not start a clock.
    async findLastServices(lineId, claimantNumber, codes) {
      return db.query<LastServiceRecord>(
        `SELECT l.paid_code AS code, to_char(max(l.service_date), 'YYYY-MM-DD') AS "lastServiceDate"
           FROM coverage_lines cl
           JOIN claims c ON ${claimsOfLine}
           JOIN claim_procedure_lines l ON l.claim_id = c.id
          WHERE cl.id = $1 AND c.claimant_number = $2 AND ${processedClaim}
            AND l.amount_covered > 0 AND l.paid_code = ANY($3::text[])
          GROUP BY l.paid_code`,
        [lineId, claimantNumber, codes],
      );
    },

    async findLastServicesOfLines(lines, claimantNumber) {
      const found = new Map<string, LastServiceRecord[]>();
      if (lines.length === 0) return found;
      // The codes of every line, each kept only on the line that asked for it.
      const codes = [...new Set(lines.flatMap((line) => line.codes))];
      const lineIds = paddedToPowerOfTwo(lines.map((line) => line.lineId));
      const rows = await db.query<LastServiceRecord & { lineId: string }>(
        `SELECT cl.id::text AS "lineId", l.paid_code AS code, to_char(max(l.service_date), 'YYYY-MM-DD') AS "lastServiceDate"
           FROM coverage_lines cl
           JOIN claims c ON ${claimsOfLine}
           JOIN claim_procedure_lines l ON l.claim_id = c.id
          WHERE cl.id IN (${lineIds.map((_, i) => `$${i + 3}::bigint`).join(', ')}) AND c.claimant_number = $1 AND ${processedClaim}
            AND l.amount_covered > 0 AND l.paid_code = ANY($2::text[])
          GROUP BY cl.id, l.paid_code`,
        [claimantNumber, codes, ...lineIds],
      );
      for (const { lineId, codes: asked } of lines) {
        const wanted = new Set(asked);
        found.set(lineId, rows.filter((row) => row.lineId === lineId && wanted.has(row.code)).map(({ code, lastServiceDate }) => ({ code, lastServiceDate })));
      }
      return found;
    },

    async findRecentClaims(memberId, line, claimantNumber, limit, viewer) {
      return db.query<RecentClaimRecord>(
        `SELECT claim_number AS "claimNumber", to_char(service_date, 'YYYY-MM-DD') AS "dateOfService",
                provider_name AS "providerName", provider_charges::float8 AS charges, total_payable::float8 AS "amountPaid", status
           FROM claims c
          WHERE member_id = $1 AND claimant_number = $2 AND claim_type <> 'estimate' AND lob = $7
            AND ${claimsVisibleTo('$9')}
            AND subsidiary_number = $3 AND policy_number = $4 AND division_number = $5 AND certificate_number = $6
          ORDER BY service_date DESC, id DESC
          LIMIT $8`,
        [memberId, claimantNumber, line.subsidiaryNumber, line.policyNumber, line.divisionNumber, line.certificateNumber, line.lob, limit, viewer],
      );
    },
  };
  return repository;
}

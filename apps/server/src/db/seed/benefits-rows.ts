// SQL of the benefits seed (migration 003): one statement per table for a
// whole batch of members, each column sent as one array and spread with
// unnest (the same SQL on PGlite and PostgreSQL).
import type { Queryable } from '../database.ts';

/** A column of a batch insert: name, PostgreSQL element type, values. */
type Column = readonly [name: string, type: string, values: readonly unknown[]];

async function insertColumns(db: Queryable, table: string, columns: readonly Column[]): Promise<void> {
  if (columns[0]![2].length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await db.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`, columns.map(([, , values]) => values));
}

export interface CoverageLineKey {
  /** bigint as text. */
  id: string;
  memberId: string;
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
  lob: string;
}

export async function findCoverageLinesOfMembers(db: Queryable, memberIds: readonly string[]): Promise<CoverageLineKey[]> {
  return db.query<CoverageLineKey>(
    `SELECT id::text AS id, member_id AS "memberId", subsidiary_number AS "subsidiaryNumber", policy_number AS "policyNumber",
            division_number AS "divisionNumber", certificate_number AS "certificateNumber", lob
       FROM coverage_lines WHERE member_id = ANY($1::text[])`,
    [memberIds],
  );
}

export interface DentalPlanRow {
  coverageLineId: string;
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

export interface DentalClassRow {
  coverageLineId: string;
  benefitClass: string;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  deductibleApplies: boolean;
  copay: number;
  waitingMonths: number;
  frequencyCount: number;
  frequencyMonths: number;
}

export interface DentalAccumulatorRow {
  coverageLineId: string;
  memberId: string;
  claimantNumber: number;
  planYear: number;
  annualMaximumUsed: number;
  deductibleMet: number;
  orthoPaid: number;
  rewardAvailable: number;
}

export interface VisionPlanRow {
  coverageLineId: string;
  planName: string;
  networkName: string;
  benefitYearStartMonth: number;
}

export interface VisionItemRow {
  coverageLineId: string;
  item: string;
  copay: number;
  coveredInFull: boolean;
  inNetworkAllowance: number;
  outOfNetworkAllowance: number | null;
  frequencyMonths: number;
}

export interface VisionUsageRow {
  coverageLineId: string;
  memberId: string;
  claimantNumber: number;
  item: string;
  lastServiceDate: string;
}

export interface PatientRelationshipRow {
  memberId: string;
  claimantNumber: number;
  relationship: 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';
}

export interface BenefitRows {
  dentalPlans: DentalPlanRow[];
  dentalClasses: DentalClassRow[];
  dentalAccumulators: DentalAccumulatorRow[];
  visionPlans: VisionPlanRow[];
  visionItems: VisionItemRow[];
  visionUsage: VisionUsageRow[];
  relationships: PatientRelationshipRow[];
}

export function emptyBenefitRows(): BenefitRows {
  return { dentalPlans: [], dentalClasses: [], dentalAccumulators: [], visionPlans: [], visionItems: [], visionUsage: [], relationships: [] };
}

const column = <R>(rows: readonly R[], name: string, type: string, value: (row: R) => unknown): Column => [name, type, rows.map(value)];

export async function insertBenefitRows(db: Queryable, rows: BenefitRows): Promise<void> {
  const { dentalPlans: plans, dentalClasses: classes, dentalAccumulators: accumulators } = rows;
  await insertColumns(db, 'dental_plans', [
    column(plans, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(plans, 'plan_name', 'text', (r) => r.planName),
    column(plans, 'network_name', 'text', (r) => r.networkName),
    column(plans, 'plan_type', 'text', (r) => r.planType),
    column(plans, 'plan_year_start_month', 'smallint', (r) => r.planYearStartMonth),
    column(plans, 'deductible_individual', 'numeric', (r) => r.deductibleIndividual),
    column(plans, 'deductible_family', 'numeric', (r) => r.deductibleFamily),
    column(plans, 'annual_maximum', 'numeric', (r) => r.annualMaximum),
    column(plans, 'lifetime_maximum', 'numeric', (r) => r.lifetimeMaximum),
    column(plans, 'ortho_lifetime_maximum', 'numeric', (r) => r.orthoLifetimeMaximum),
    column(plans, 'ortho_age_limit', 'smallint', (r) => r.orthoAgeLimit),
    column(plans, 'rollover_threshold', 'numeric', (r) => r.rolloverThreshold),
    column(plans, 'rollover_amount', 'numeric', (r) => r.rolloverAmount),
    column(plans, 'rollover_limit', 'numeric', (r) => r.rolloverLimit),
  ]);
  await insertColumns(db, 'dental_benefit_classes', [
    column(classes, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(classes, 'benefit_class', 'text', (r) => r.benefitClass),
    column(classes, 'in_network_percent', 'smallint', (r) => r.inNetworkPercent),
    column(classes, 'out_of_network_percent', 'smallint', (r) => r.outOfNetworkPercent),
    column(classes, 'deductible_applies', 'boolean', (r) => r.deductibleApplies),
    column(classes, 'copay', 'numeric', (r) => r.copay),
    column(classes, 'waiting_months', 'smallint', (r) => r.waitingMonths),
    column(classes, 'frequency_count', 'smallint', (r) => r.frequencyCount),
    column(classes, 'frequency_months', 'smallint', (r) => r.frequencyMonths),
  ]);
  await insertColumns(db, 'dental_accumulators', [
    column(accumulators, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(accumulators, 'member_id', 'text', (r) => r.memberId),
    column(accumulators, 'claimant_number', 'integer', (r) => r.claimantNumber),
    column(accumulators, 'plan_year', 'smallint', (r) => r.planYear),
    column(accumulators, 'annual_maximum_used', 'numeric', (r) => r.annualMaximumUsed),
    column(accumulators, 'deductible_met', 'numeric', (r) => r.deductibleMet),
    column(accumulators, 'ortho_paid', 'numeric', (r) => r.orthoPaid),
    column(accumulators, 'reward_available', 'numeric', (r) => r.rewardAvailable),
  ]);
  await insertVisionRows(db, rows);
  await updateRelationships(db, rows.relationships);
}

async function insertVisionRows(db: Queryable, { visionPlans: plans, visionItems: items, visionUsage: usage }: BenefitRows): Promise<void> {
  await insertColumns(db, 'vision_plans', [
    column(plans, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(plans, 'plan_name', 'text', (r) => r.planName),
    column(plans, 'network_name', 'text', (r) => r.networkName),
    column(plans, 'benefit_year_start_month', 'smallint', (r) => r.benefitYearStartMonth),
  ]);
  await insertColumns(db, 'vision_benefit_items', [
    column(items, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(items, 'item', 'text', (r) => r.item),
    column(items, 'copay', 'numeric', (r) => r.copay),
    column(items, 'covered_in_full', 'boolean', (r) => r.coveredInFull),
    column(items, 'in_network_allowance', 'numeric', (r) => r.inNetworkAllowance),
    column(items, 'out_of_network_allowance', 'numeric', (r) => r.outOfNetworkAllowance),
    column(items, 'frequency_months', 'smallint', (r) => r.frequencyMonths),
  ]);
  await insertColumns(db, 'vision_benefit_usage', [
    column(usage, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(usage, 'member_id', 'text', (r) => r.memberId),
    column(usage, 'claimant_number', 'integer', (r) => r.claimantNumber),
    column(usage, 'item', 'text', (r) => r.item),
    column(usage, 'last_service_date', 'date', (r) => r.lastServiceDate),
  ]);
}

/** §3 PAT-REL of the batch's patients (inserted just before with the default). */
async function updateRelationships(db: Queryable, rows: readonly PatientRelationshipRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE patients p SET relationship = u.relationship
       FROM unnest($1::text[], $2::integer[], $3::text[]) AS u (member_id, claimant_number, relationship)
      WHERE p.member_id = u.member_id AND p.claimant_number = u.claimant_number AND p.relationship <> u.relationship`,
    [rows.map((r) => r.memberId), rows.map((r) => r.claimantNumber), rows.map((r) => r.relationship)],
  );
}

// SQL of the benefits seed (migration 003): one statement per table for a
// whole batch of members, each column sent as one array and spread with
// unnest (the same SQL on PGlite and PostgreSQL).
import type { Queryable } from '../database.ts';

/** A column of a batch insert: name, PostgreSQL element type, values. */
type Column = readonly [name: string, type: string, values: readonly unknown[]];

async function insertColumns(db: Queryable, table: string, columns: readonly Column[], onConflict = ''): Promise<void> {
  if (columns[0]![2].length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  await db.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ${onConflict}`, columns.map(([, , values]) => values));
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

export interface DentalDesignRow {
  id: string;
  planName: string;
  networkName: string;
  planType: 'PPO' | 'DHMO';
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

export interface DentalDesignClassRow {
  designId: string;
  benefitClass: string;
  inNetworkPercent: number;
  outOfNetworkPercent: number;
  deductibleApplies: boolean;
  copay: number;
  waitingMonths: number;
  frequencyCount: number;
  frequencyMonths: number;
}

export interface DentalPlanRow {
  coverageLineId: string;
  designId: string;
  planYearStartMonth: number;
  /** How the line's claims are paid beyond the design (migration 017). */
  networkFeeShare: number;
  posteriorCompositeAsAmalgam: boolean;
}

export interface VisionDesignRow {
  id: string;
  networkName: string;
}

export interface VisionDesignItemRow {
  designId: string;
  item: string;
  copay: number;
  coveredInFull: boolean;
  inNetworkAllowance: number;
  outOfNetworkAllowance: number | null;
  frequencyMonths: number;
}

export interface VisionPlanRow {
  coverageLineId: string;
  designId: string;
  planName: string;
  benefitYearStartMonth: number;
}

export interface PatientRelationshipRow {
  memberId: string;
  claimantNumber: number;
  relationship: 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';
}

export interface BenefitRows {
  /** Designs used by the batch (once each; kept when already stored). */
  dentalDesigns: DentalDesignRow[];
  dentalDesignClasses: DentalDesignClassRow[];
  dentalPlans: DentalPlanRow[];
  visionDesigns: VisionDesignRow[];
  visionDesignItems: VisionDesignItemRow[];
  visionPlans: VisionPlanRow[];
  relationships: PatientRelationshipRow[];
}

export function emptyBenefitRows(): BenefitRows {
  return {
    dentalDesigns: [], dentalDesignClasses: [], dentalPlans: [],
    visionDesigns: [], visionDesignItems: [], visionPlans: [], relationships: [],
  };
}

const column = <R>(rows: readonly R[], name: string, type: string, value: (row: R) => unknown): Column => [name, type, rows.map(value)];

export async function insertBenefitRows(db: Queryable, rows: BenefitRows): Promise<void> {
  await insertDentalRows(db, rows);
  await insertVisionRows(db, rows);
  await updateRelationships(db, rows.relationships);
}

// Designs are shared by batches: a design already stored is kept as it is.
const keepStored = 'ON CONFLICT DO NOTHING';

async function insertDentalRows(db: Queryable, rows: BenefitRows): Promise<void> {
  const { dentalDesigns: designs, dentalDesignClasses: classes, dentalPlans: plans } = rows;
  await insertColumns(db, 'dental_plan_designs', [
    column(designs, 'id', 'text', (r) => r.id),
    column(designs, 'plan_name', 'text', (r) => r.planName),
    column(designs, 'network_name', 'text', (r) => r.networkName),
    column(designs, 'plan_type', 'text', (r) => r.planType),
    column(designs, 'deductible_individual', 'numeric', (r) => r.deductibleIndividual),
    column(designs, 'deductible_family', 'numeric', (r) => r.deductibleFamily),
    column(designs, 'annual_maximum', 'numeric', (r) => r.annualMaximum),
    column(designs, 'lifetime_maximum', 'numeric', (r) => r.lifetimeMaximum),
    column(designs, 'ortho_lifetime_maximum', 'numeric', (r) => r.orthoLifetimeMaximum),
    column(designs, 'ortho_age_limit', 'smallint', (r) => r.orthoAgeLimit),
    column(designs, 'rollover_threshold', 'numeric', (r) => r.rolloverThreshold),
    column(designs, 'rollover_amount', 'numeric', (r) => r.rolloverAmount),
    column(designs, 'rollover_limit', 'numeric', (r) => r.rolloverLimit),
  ], keepStored);
  await insertColumns(db, 'dental_design_classes', [
    column(classes, 'design_id', 'text', (r) => r.designId),
    column(classes, 'benefit_class', 'text', (r) => r.benefitClass),
    column(classes, 'in_network_percent', 'smallint', (r) => r.inNetworkPercent),
    column(classes, 'out_of_network_percent', 'smallint', (r) => r.outOfNetworkPercent),
    column(classes, 'deductible_applies', 'boolean', (r) => r.deductibleApplies),
    column(classes, 'copay', 'numeric', (r) => r.copay),
    column(classes, 'waiting_months', 'smallint', (r) => r.waitingMonths),
    column(classes, 'frequency_count', 'smallint', (r) => r.frequencyCount),
    column(classes, 'frequency_months', 'smallint', (r) => r.frequencyMonths),
  ], keepStored);
  await insertColumns(db, 'dental_plans', [
    column(plans, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(plans, 'design_id', 'text', (r) => r.designId),
    column(plans, 'plan_year_start_month', 'smallint', (r) => r.planYearStartMonth),
    column(plans, 'network_fee_share', 'numeric', (r) => r.networkFeeShare),
    column(plans, 'posterior_composite_as_amalgam', 'boolean', (r) => r.posteriorCompositeAsAmalgam),
  ]);
}

async function insertVisionRows(db: Queryable, rows: BenefitRows): Promise<void> {
  const { visionDesigns: designs, visionDesignItems: items, visionPlans: plans } = rows;
  await insertColumns(db, 'vision_plan_designs', [
    column(designs, 'id', 'text', (r) => r.id),
    column(designs, 'network_name', 'text', (r) => r.networkName),
  ], keepStored);
  await insertColumns(db, 'vision_design_items', [
    column(items, 'design_id', 'text', (r) => r.designId),
    column(items, 'item', 'text', (r) => r.item),
    column(items, 'copay', 'numeric', (r) => r.copay),
    column(items, 'covered_in_full', 'boolean', (r) => r.coveredInFull),
    column(items, 'in_network_allowance', 'numeric', (r) => r.inNetworkAllowance),
    column(items, 'out_of_network_allowance', 'numeric', (r) => r.outOfNetworkAllowance),
    column(items, 'frequency_months', 'smallint', (r) => r.frequencyMonths),
  ], keepStored);
  await insertColumns(db, 'vision_plans', [
    column(plans, 'coverage_line_id', 'bigint', (r) => r.coverageLineId),
    column(plans, 'design_id', 'text', (r) => r.designId),
    column(plans, 'plan_name', 'text', (r) => r.planName),
    column(plans, 'benefit_year_start_month', 'smallint', (r) => r.benefitYearStartMonth),
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

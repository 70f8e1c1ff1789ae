// SQL of the claims seed: one INSERT … SELECT FROM unnest(…) per table for a
// whole batch of members (the same SQL on PGlite and PostgreSQL).
import type { Queryable } from '../database.ts';
import type { SeedClaim } from './claims-seed-types.ts';

/** Columns of one statement: name, SQL array type, and the value of each row. */
type Column<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

function unnestInsert<Row>(table: string, columns: ReadonlyArray<Column<Row>>, returning = '') {
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})${returning ? ` RETURNING ${returning}` : ''}`;
  return {
    sql,
    params: (rows: readonly Row[]) => columns.map(([, , value]) => rows.map(value)),
  };
}

const claimsInsert = unnestInsert<SeedClaim>(
  'claims',
  [
    ['member_id', 'text', (c) => c.memberId],
    ['claimant_number', 'int', (c) => c.claimantNumber],
    ['claim_number', 'text', (c) => c.claimNumber],
    ['source_code', 'text', (c) => c.sourceCode],
    ['claim_type', 'text', (c) => c.claimType],
    ['status', 'text', (c) => c.status],
    ['service_date', 'date', (c) => c.serviceDate],
    ['received_date', 'date', (c) => c.receivedDate],
    ['processed_date', 'date', (c) => c.processedDate],
    ['provider_name', 'text', (c) => c.provider.name],
    ['provider_id', 'text', (c) => c.provider.npi],
    ['in_network', 'boolean', (c) => c.provider.inNetwork],
    ['plan_sponsor_name', 'text', (c) => c.planSponsorName],
    ['plan_number', 'text', (c) => c.planNumber],
    ['subsidiary_number', 'int', (c) => c.line.subsidiaryNumber],
    ['policy_number', 'int', (c) => c.line.policyNumber],
    ['division_number', 'int', (c) => c.line.divisionNumber],
    ['certificate_number', 'int', (c) => c.line.certificateNumber],
    ['lob', 'text', (c) => c.line.lob],
    ['patient_relationship', 'text', (c) => c.patientRelationship],
    ['provider_charges', 'numeric', (c) => c.providerCharges],
    ['total_provider_adjustment', 'numeric', (c) => c.totalProviderAdjustment],
    ['total_covered', 'numeric', (c) => c.totalCovered],
    ['total_deductible', 'numeric', (c) => c.totalDeductible],
    ['total_payable', 'numeric', (c) => c.totalPayable],
    ['patient_responsibility', 'numeric', (c) => c.patientResponsibility],
    ['eob_object_id', 'text', (c) => c.eobObjectId],
    ['estimate_expiry_date', 'date', (c) => c.estimateExpiryDate],
  ],
  'id, claim_number',
);

interface Child<Row> {
  claimId: string;
  row: Row;
}

const linesInsert = unnestInsert<Child<SeedClaim['lines'][number]>>('claim_procedure_lines', [
  ['claim_id', 'bigint', (l) => l.claimId],
  ['line_number', 'int', (l) => l.row.lineNumber],
  ['service_date', 'date', (l) => l.row.serviceDate],
  ['tooth_arch_quad', 'text', (l) => l.row.toothArchQuad],
  ['surface', 'text', (l) => l.row.surface],
  ['submitted_code', 'text', (l) => l.row.submittedCode],
  ['paid_code', 'text', (l) => l.row.paidCode],
  ['charges', 'numeric', (l) => l.row.charges],
  ['provider_adjustment', 'numeric', (l) => l.row.providerAdjustment],
  ['amount_covered', 'numeric', (l) => l.row.amountCovered],
  ['deductible_applied', 'numeric', (l) => l.row.deductibleApplied],
  ['percent_plan_pays', 'int', (l) => l.row.percentPlanPays],
  ['amount_payable', 'numeric', (l) => l.row.amountPayable],
  ['patient_responsibility', 'numeric', (l) => l.row.patientResponsibility],
  ['remark_code', 'text', (l) => l.row.remarkCode],
]);

const paymentsInsert = unnestInsert<Child<SeedClaim['payments'][number]>>('claim_payments', [
  ['claim_id', 'bigint', (p) => p.claimId],
  ['payment_number', 'text', (p) => p.row.paymentNumber],
  ['payment_date', 'date', (p) => p.row.paymentDate],
  ['amount', 'numeric', (p) => p.row.amount],
  ['status', 'text', (p) => p.row.status],
  ['payee_name', 'text', (p) => p.row.payeeName],
  ['payee_type', 'text', (p) => p.row.payeeType],
]);

const installmentsInsert = unnestInsert<Child<SeedClaim['installments'][number]>>('claim_ortho_installments', [
  ['claim_id', 'bigint', (i) => i.claimId],
  ['installment_number', 'int', (i) => i.row.installmentNumber],
  ['due_date', 'date', (i) => i.row.dueDate],
  ['amount', 'numeric', (i) => i.row.amount],
  ['status', 'text', (i) => i.row.status],
]);

async function insertChildren<Row>(
  db: Queryable, insert: { sql: string; params: (rows: readonly Child<Row>[]) => unknown[] }, rows: readonly Child<Row>[],
): Promise<void> {
  if (rows.length > 0) await db.query(insert.sql, insert.params(rows));
}

/** Writes claims with their lines, payments and ortho installments: four statements. */
export async function insertClaims(db: Queryable, claims: readonly SeedClaim[]): Promise<void> {
  if (claims.length === 0) return;
  const inserted = await db.query<{ id: string; claim_number: string }>(claimsInsert.sql, claimsInsert.params(claims));
  const idOf = new Map(inserted.map((row) => [row.claim_number, String(row.id)]));
  const childrenOf = <Row>(rowsOf: (claim: SeedClaim) => readonly Row[]) =>
    claims.flatMap((claim) => rowsOf(claim).map((row) => ({ claimId: idOf.get(claim.claimNumber)!, row })));
  await insertChildren(db, linesInsert, childrenOf((claim) => claim.lines));
  await insertChildren(db, paymentsInsert, childrenOf((claim) => claim.payments));
  await insertChildren(db, installmentsInsert, childrenOf((claim) => claim.installments));
}

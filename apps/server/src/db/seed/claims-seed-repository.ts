// SQL of the claims seed: claims, procedure lines, payments and ortho
// installments of many members in ONE statement — an INSERT … SELECT FROM
// unnest(…) per table, the children joined to their new claims by claim
// number in data-modifying WITH clauses. One round trip per chunk lets the
// seeder build the next chunk while the database writes this one. The same
// SQL runs on PGlite and PostgreSQL.
import type { Queryable } from '../database.ts';
import { treatingPractitionerOf } from './claims-catalogue.ts';
import type { SeedClaim, SeedInstallment, SeedPayment, SeedProcedureLine } from './claims-seed-types.ts';

/** One column: name, SQL array type, and its value for a row. */
type Column<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

interface Child<Row> {
  claimNumber: string;
  row: Row;
}

const claimColumns: ReadonlyArray<Column<SeedClaim>> = [
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
  ['treating_npi', 'text', (c) => treatingPractitionerOf(c.provider, c.claimNumber)?.npi ?? null],
  ['treating_given_name', 'text', (c) => treatingPractitionerOf(c.provider, c.claimNumber)?.givenName ?? null],
  ['treating_family_name', 'text', (c) => treatingPractitionerOf(c.provider, c.claimNumber)?.familyName ?? null],
  ['treating_credential', 'text', (c) => treatingPractitionerOf(c.provider, c.claimNumber)?.credential ?? null],
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
];

const lineColumns: ReadonlyArray<Column<Child<SeedProcedureLine>>> = [
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
];

const paymentColumns: ReadonlyArray<Column<Child<SeedPayment>>> = [
  ['payment_number', 'text', (p) => p.row.paymentNumber],
  ['payment_date', 'date', (p) => p.row.paymentDate],
  ['amount', 'numeric', (p) => p.row.amount],
  ['status', 'text', (p) => p.row.status],
  ['payee_name', 'text', (p) => p.row.payeeName],
  ['payee_type', 'text', (p) => p.row.payeeType],
];

const installmentColumns: ReadonlyArray<Column<Child<SeedInstallment>>> = [
  ['installment_number', 'int', (i) => i.row.installmentNumber],
  ['due_date', 'date', (i) => i.row.dueDate],
  ['amount', 'numeric', (i) => i.row.amount],
  ['status', 'text', (i) => i.row.status],
];

/** `$n::type[]` for each column, numbered from `first`. */
const arrays = (columns: ReadonlyArray<Column<never>>, first: number) =>
  columns.map(([, type], index) => `$${first + index}::${type}[]`).join(', ');
const names = (columns: ReadonlyArray<Column<never>>) => columns.map(([name]) => name).join(', ');

/** A child table's rows, joined to the claims just inserted by claim number. */
function childInsert(table: string, columns: ReadonlyArray<Column<never>>, first: number): string {
  return `INSERT INTO ${table} (claim_id, ${names(columns)})
      SELECT new_claims.id, ${columns.map(([name]) => `u.${name}`).join(', ')}
        FROM unnest($${first}::text[], ${arrays(columns, first + 1)}) AS u(claim_number, ${names(columns)})
        JOIN new_claims ON new_claims.claim_number = u.claim_number`;
}

const linesFirst = claimColumns.length + 1;
const paymentsFirst = linesFirst + lineColumns.length + 1;
const installmentsFirst = paymentsFirst + paymentColumns.length + 1;

const insertClaimsSql = `
  WITH new_claims AS (
    INSERT INTO claims (${names(claimColumns)}) SELECT * FROM unnest(${arrays(claimColumns, 1)})
    RETURNING id, claim_number
  ), new_lines AS (
    ${childInsert('claim_procedure_lines', lineColumns, linesFirst)}
  ), new_payments AS (
    ${childInsert('claim_payments', paymentColumns, paymentsFirst)}
  )
  ${childInsert('claim_ortho_installments', installmentColumns, installmentsFirst)}`;

function columnArrays<Row>(columns: ReadonlyArray<Column<Row>>, rows: readonly Row[]): unknown[][] {
  return columns.map(([, , value]) => rows.map(value));
}

function childArrays<Row>(columns: ReadonlyArray<Column<Child<Row>>>, claims: readonly SeedClaim[], rowsOf: (claim: SeedClaim) => readonly Row[]) {
  const children = claims.flatMap((claim) => rowsOf(claim).map((row) => ({ claimNumber: claim.claimNumber, row })));
  return [children.map((child) => child.claimNumber), ...columnArrays(columns, children)];
}

/** Writes claims with their lines, payments and ortho installments in one statement. */
export async function insertClaims(db: Queryable, claims: readonly SeedClaim[]): Promise<void> {
  if (claims.length === 0) return;
  await db.query(insertClaimsSql, [
    ...columnArrays(claimColumns, claims),
    ...childArrays(lineColumns, claims, (claim) => claim.lines),
    ...childArrays(paymentColumns, claims, (claim) => claim.payments),
    ...childArrays(installmentColumns, claims, (claim) => claim.installments),
  ]);
}

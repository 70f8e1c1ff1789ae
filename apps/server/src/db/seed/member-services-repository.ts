// SQL of the member-services seed: one statement per table and batch, the rows
// passed as arrays and spread by unnest (same SQL on PGlite and PostgreSQL).
import type { Queryable } from '../database.ts';
import type { MemberServicesRows } from './member-services-members.ts';
import type { SeedPlan, SeedPlanDocument } from './member-services-plans.ts';

const column = <T, V>(rows: readonly T[], value: (row: T) => V): V[] => rows.map(value);

/** Plans are shared by many members and batches: the first batch that meets one inserts it. */
export async function insertPlans(tx: Queryable, plans: readonly SeedPlan[], documents: readonly SeedPlanDocument[]): Promise<void> {
  if (plans.length > 0) {
    await tx.query(
      `INSERT INTO plan_profiles
         (subsidiary_number, policy_number, division_number, lob, plan_kind, plan_name, network_name, paperless_eligible)
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::boolean[])
       ON CONFLICT DO NOTHING`,
      [
        column(plans, (p) => p.subsidiaryNumber), column(plans, (p) => p.policyNumber), column(plans, (p) => p.divisionNumber),
        column(plans, (p) => p.lob), column(plans, (p) => p.planKind), column(plans, (p) => p.planName),
        column(plans, (p) => p.networkName), column(plans, (p) => p.paperlessEligible),
      ],
    );
  }
  if (documents.length > 0) {
    await tx.query(
      `INSERT INTO plan_documents
         (doc_id, subsidiary_number, policy_number, division_number, lob, document_type, language, title, effective_date)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[])
       ON CONFLICT DO NOTHING`,
      [
        column(documents, (d) => d.docId), column(documents, (d) => d.subsidiaryNumber), column(documents, (d) => d.policyNumber),
        column(documents, (d) => d.divisionNumber), column(documents, (d) => d.lob), column(documents, (d) => d.documentType),
        column(documents, (d) => d.language), column(documents, (d) => d.title), column(documents, (d) => d.effectiveDate),
      ],
    );
  }
}

export async function insertMemberServicesRows(tx: Queryable, rows: MemberServicesRows): Promise<void> {
  const { visibilityRules: rules, paperless, enrollmentApplications: applications } = rows;
  if (rules.length > 0) {
    await tx.query(
      `INSERT INTO coverage_visibility_rules
         (member_id, subsidiary_number, policy_number, division_number, certificate_number, product_type, rule_code)
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[])
       ON CONFLICT DO NOTHING`,
      [
        column(rules, (r) => r.memberId), column(rules, (r) => r.line.subsidiaryNumber), column(rules, (r) => r.line.policyNumber),
        column(rules, (r) => r.line.divisionNumber), column(rules, (r) => r.line.certificateNumber),
        column(rules, (r) => r.productType), column(rules, (r) => r.ruleCode),
      ],
    );
  }
  if (paperless.length > 0) {
    await tx.query(
      `INSERT INTO paperless_preferences (member_id, enrolled, email)
       SELECT * FROM unnest($1::text[], $2::boolean[], $3::text[])`,
      [column(paperless, (p) => p.memberId), column(paperless, (p) => p.enrolled), column(paperless, (p) => p.email)],
    );
  }
  if (applications.length > 0) {
    await tx.query(
      `INSERT INTO enrollment_applications
         (application_id, member_id, subsidiary_number, policy_number, division_number, certificate_number, lob,
          submitted_date, street, city, phone, signed_name)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[],
                            $8::date[], $9::text[], $10::text[], $11::text[], $12::text[])`,
      [
        column(applications, (a) => a.applicationId), column(applications, (a) => a.memberId),
        column(applications, (a) => a.line.subsidiaryNumber), column(applications, (a) => a.line.policyNumber),
        column(applications, (a) => a.line.divisionNumber), column(applications, (a) => a.line.certificateNumber),
        column(applications, (a) => a.line.lob), column(applications, (a) => a.submittedDate), column(applications, (a) => a.street),
        column(applications, (a) => a.city), column(applications, (a) => a.phone), column(applications, (a) => a.signedName),
      ],
    );
  }
}

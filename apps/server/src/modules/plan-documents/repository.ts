import type { SharedAnswers } from '../../cluster/shared-answers.ts';
import type { Queryable } from '../../db/database.ts';

export interface PlanKey {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  lob: string;
}

export type PlanDocumentType = 'certificate' | 'planSummary' | 'amendment' | 'rider';

export interface PlanDocumentRecord extends PlanKey {
  docId: string;
  documentType: PlanDocumentType;
  language: 'en' | 'es';
  title: string;
  /** yyyy-mm-dd */
  effectiveDate: string;
}

/** The member's coverage line a document or application belongs to, with its plan. */
export interface MemberPlanLine extends PlanKey {
  certificateNumber: number;
  planSponsorName: string;
  /** yyyymmdd; 0 = terminated */
  lineEffectiveDate: number;
  lineTermDate: number;
  groupPpoCode: string;
  planKind: 'group' | 'individual';
  planName: string;
  networkName: string;
}

export interface EnrollmentApplicationRecord extends MemberPlanLine {
  applicationId: string;
  /** yyyy-mm-dd */
  submittedDate: string;
  street: string;
  city: string;
  phone: string;
  signedName: string;
  applicantStateCode: string;
  applicantZipCode: string;
  /** yyyy-mm-dd */
  applicantDateOfBirth: string;
}

export interface PatientRecordRow {
  claimantNumber: number;
  name: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
}

export interface PlanDocumentsRepository {
  /** Documents of these plans, certificate first, English before Spanish. */
  findDocumentsOfPlans(plans: readonly PlanKey[]): Promise<PlanDocumentRecord[]>;
  /** The member's enrollment applications for these plans. */
  findApplicationIdsOfMember(memberId: string, plans: readonly PlanKey[]): Promise<Array<PlanKey & { applicationId: string }>>;
  /** A plan document of a plan the member is on (active line first); undefined for anyone else's. */
  findDocumentOfMember(memberId: string, docId: string): Promise<(PlanDocumentRecord & MemberPlanLine) | undefined>;
  /** The member's own enrollment application; undefined for anyone else's. */
  findApplicationOfMember(memberId: string, applicationId: string): Promise<EnrollmentApplicationRecord | undefined>;
  findPatientsOfMember(memberId: string): Promise<PatientRecordRow[]>;
}

const planColumns = (keys: readonly PlanKey[]) => [
  keys.map((k) => k.subsidiaryNumber), keys.map((k) => k.policyNumber), keys.map((k) => k.divisionNumber), keys.map((k) => k.lob),
];

// The member's line of a plan, joined with the plan; `x` is the table carrying the plan key.
const memberPlanLineColumns = `
  x.subsidiary_number AS "subsidiaryNumber", x.policy_number AS "policyNumber", x.division_number AS "divisionNumber",
  x.lob, c.certificate_number AS "certificateNumber", c.plan_sponsor_name AS "planSponsorName",
  c.effective_date AS "lineEffectiveDate", c.term_date AS "lineTermDate", c.group_ppo_code AS "groupPpoCode",
  p.plan_kind AS "planKind", p.plan_name AS "planName", p.network_name AS "networkName"`;

export function createPlanDocumentsRepository(db: Queryable): PlanDocumentsRepository {
  return {
    async findDocumentsOfPlans(plans) {
      if (plans.length === 0) return [];
      return db.query<PlanDocumentRecord>(
        `SELECT d.doc_id AS "docId", d.subsidiary_number AS "subsidiaryNumber", d.policy_number AS "policyNumber",
                d.division_number AS "divisionNumber", d.lob, d.document_type AS "documentType", d.language, d.title,
                to_char(d.effective_date, 'YYYY-MM-DD') AS "effectiveDate"
           FROM unnest($1::int[], $2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS k (sub, pol, div, lob, position)
           JOIN plan_documents d
             ON d.subsidiary_number = k.sub AND d.policy_number = k.pol AND d.division_number = k.div AND d.lob = k.lob
          ORDER BY k.position,
                   array_position(ARRAY['certificate', 'planSummary', 'amendment', 'rider'], d.document_type),
                   d.language, d.doc_id`,
        planColumns(plans),
      );
    },
    async findApplicationIdsOfMember(memberId, plans) {
      if (plans.length === 0) return [];
      return db.query(
        `SELECT a.application_id AS "applicationId", a.subsidiary_number AS "subsidiaryNumber", a.policy_number AS "policyNumber",
                a.division_number AS "divisionNumber", a.lob
           FROM unnest($2::int[], $3::int[], $4::int[], $5::text[]) AS k (sub, pol, div, lob)
           JOIN enrollment_applications a
             ON a.member_id = $1 AND a.subsidiary_number = k.sub AND a.policy_number = k.pol
            AND a.division_number = k.div AND a.lob = k.lob`,
        [memberId, ...planColumns(plans)],
      );
    },
    async findDocumentOfMember(memberId, docId) {
      const [row] = await db.query<PlanDocumentRecord & MemberPlanLine>(
        `SELECT x.doc_id AS "docId", x.document_type AS "documentType", x.language, x.title,
                to_char(x.effective_date, 'YYYY-MM-DD') AS "effectiveDate", ${memberPlanLineColumns}
           FROM plan_documents x
           JOIN plan_profiles p USING (subsidiary_number, policy_number, division_number, lob)
           JOIN coverage_lines c
             ON c.member_id = $1 AND c.subsidiary_number = x.subsidiary_number AND c.policy_number = x.policy_number
            AND c.division_number = x.division_number AND c.lob = x.lob
          WHERE x.doc_id = $2
          ORDER BY (c.effective_date = 0), c.effective_date DESC, c.term_date DESC
          LIMIT 1`,
        [memberId, docId],
      );
      return row;
    },
    async findApplicationOfMember(memberId, applicationId) {
      const [row] = await db.query<EnrollmentApplicationRecord>(
        `SELECT x.application_id AS "applicationId", to_char(x.submitted_date, 'YYYY-MM-DD') AS "submittedDate",
                x.street, x.city, x.phone, x.signed_name AS "signedName", m.state_code AS "applicantStateCode",
                m.zip_code AS "applicantZipCode", to_char(m.date_of_birth, 'YYYY-MM-DD') AS "applicantDateOfBirth",
                ${memberPlanLineColumns}
           FROM enrollment_applications x
           JOIN members m ON m.id = x.member_id
           JOIN plan_profiles p USING (subsidiary_number, policy_number, division_number, lob)
           JOIN coverage_lines c
             ON c.member_id = x.member_id AND c.subsidiary_number = x.subsidiary_number AND c.policy_number = x.policy_number
            AND c.division_number = x.division_number AND c.certificate_number = x.certificate_number AND c.lob = x.lob
          WHERE x.application_id = $2 AND x.member_id = $1
          LIMIT 1`,
        [memberId, applicationId],
      );
      return row;
    },
    async findPatientsOfMember(memberId) {
      return db.query<PatientRecordRow>(
        `SELECT claimant_number AS "claimantNumber", name, to_char(date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth"
           FROM patients WHERE member_id = $1 AND term_date = 0 ORDER BY claimant_number`,
        [memberId],
      );
    },
  };
}

/**
 * A plan's documents are the same for every member on the plan: each plan's list is kept with the shared answers
 * until plan_documents changes (migration 038), so a dashboard open reads them only for a plan this copy has not
 * seen. Keyed by the plan alone, never by a member.
 */
export function rememberedPlanDocuments(stored: PlanDocumentsRepository, shared: SharedAnswers): PlanDocumentsRepository {
  return {
    ...stored,
    async findDocumentsOfPlans(plans) {
      const listsByPlan = await Promise.all(
        plans.map((plan) =>
          shared.remember(`plan-documents:${plan.subsidiaryNumber}:${plan.policyNumber}:${plan.divisionNumber}:${plan.lob}`, () =>
            stored.findDocumentsOfPlans([plan]),
          ),
        ),
      );
      // The stored query's order: plan by plan as asked, each plan's documents in their own order.
      return listsByPlan.flat();
    },
  };
}

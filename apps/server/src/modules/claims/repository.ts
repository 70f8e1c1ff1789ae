// SQL of the claims module (migration 004). Every query names the member the
// token belongs to: a claim, coverage line or EOB of anyone
// else is simply not found. Dates come back as ISO strings, amounts as numbers.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { DocumentLanguage } from '../../documents/index.ts';
import { claimsVisibleTo } from '../../db/household-claims.ts';

export interface Spdc {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

/** The claim types of migration 004. */
export type StoredClaimType = 'dental' | 'ortho' | 'estimate' | 'vision';
export type StoredClaimStatus = 'PAID' | 'PARTIAL' | 'DENIED' | 'PENDING' | 'ESTIMATED';

export interface ClaimSummaryRecord {
  claimNumber: string;
  claimType: StoredClaimType;
  sourceCode: string;
  claimantNumber: number;
  patientName: string;
  serviceDate: string;
  /** null while pending. */
  processedDate: string | null;
  providerName: string;
  providerCharges: number;
  planPaid: number;
  patientResponsibility: number;
  status: StoredClaimStatus;
  eobObjectId: string | null;
}

/**
 * Who reads (migration 036): null for the policyholder (or a CSR acting for
 * them), who does not see an adult dependent's unshared claims; an adult
 * dependent's claimant number, who sees only their own.
 */
export type ClaimsViewer = number | null;

export interface ClaimPageQuery {
  memberId: string;
  viewer: ClaimsViewer;
  spdc: Spdc;
  claimTypes: readonly StoredClaimType[];
  claimantNumber?: number;
  /** ISO dates, both included; `from` null for all time. */
  from: string | null;
  to: string;
  limit: number;
  offset: number;
}

export interface ClaimRecord extends ClaimSummaryRecord {
  id: string;
  patientDateOfBirth: string;
  patientRelationship: 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';
  planSponsorName: string;
  planNumber: string;
  totalProviderAdjustment: number;
  totalCovered: number;
  totalDeductible: number;
  estimateExpiryDate: string | null;
}

export interface ProcedureLineRecord {
  lineNumber: number;
  serviceDate: string;
  toothArchQuad: string;
  surface: string;
  serviceType: string;
  submittedCode: string;
  paidCode: string;
  description: string;
  charges: number;
  providerAdjustment: number;
  amountCovered: number;
  deductibleApplied: number;
  percentPlanPays: number;
  amountPayable: number;
  patientResponsibility: number;
  remarkCode: string | null;
  remarkText: string;
}

/** One processed line of work on a tooth, arch or quadrant. */
export interface ToothWorkRecord {
  toothArchQuad: string;
  surface: string;
  serviceDate: string;
  /** The procedure code the plan paid. */
  code: string;
  description: string;
  claimNumber: string;
}

export interface PaymentRecord {
  paymentNumber: string;
  paymentDate: string;
  amount: number;
  status: 'ISSUED' | 'CASHED' | 'VOIDED' | 'PENDING';
  payeeName: string;
}

export interface OrthoInstallmentRecord {
  installmentNumber: number;
  dueDate: string;
  amount: number;
  status: 'PAID' | 'SCHEDULED' | 'CANCELLED';
}

export interface MemberNameRecord {
  firstName: string;
  middleName: string;
  lastName: string;
}

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const spdcParams = (spdc: Spdc) => [spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber];

const summaryColumns = `
  c.claim_number AS "claimNumber", c.claim_type AS "claimType", c.source_code AS "sourceCode",
  c.claimant_number AS "claimantNumber", p.name AS "patientName",
  ${isoDate('c.service_date')} AS "serviceDate", ${isoDate('c.processed_date')} AS "processedDate",
  c.provider_name AS "providerName", c.provider_charges::float8 AS "providerCharges",
  c.total_payable::float8 AS "planPaid", c.patient_responsibility::float8 AS "patientResponsibility",
  c.status, c.eob_object_id AS "eobObjectId"`;

const claimColumns = `${summaryColumns}, c.id::text AS id,
  ${isoDate('p.date_of_birth')} AS "patientDateOfBirth", c.patient_relationship AS "patientRelationship",
  c.plan_sponsor_name AS "planSponsorName", c.plan_number AS "planNumber",
  c.total_provider_adjustment::float8 AS "totalProviderAdjustment", c.total_covered::float8 AS "totalCovered",
  c.total_deductible::float8 AS "totalDeductible", ${isoDate('c.estimate_expiry_date')} AS "estimateExpiryDate"`;

/** The member's claims on one coverage line ($1 member, $2…$5 SPDC). */
const ofLine = `c.member_id = $1 AND c.subsidiary_number = $2 AND c.policy_number = $3
   AND c.division_number = $4 AND c.certificate_number = $5`;
const claimsOfLine = `
  FROM claims c
  JOIN patients p ON p.member_id = c.member_id AND p.claimant_number = c.claimant_number
 WHERE ${ofLine}`;

/** The list's filters ($6 types, $7 claimant or null, $8…$9 service dates, $8 null for all time). */
const listFilters = `
   AND c.claim_type = ANY($6::text[])
   AND ($7::int IS NULL OR c.claimant_number = $7::int)
   AND c.service_date >= coalesce($8::date, '-infinity'::date)
   AND c.service_date <= $9::date`;

export function createClaimsRepository(db: Queryable) {
  return {
    /** Lines of business the member (of this partner) holds under the SPDC; empty when it is not theirs. */
    async findLinesOfBusiness(memberId: string, partner: Partner, spdc: Spdc): Promise<string[]> {
      const rows = await db.query<{ lob: string }>(
        `SELECT l.lob FROM coverage_lines l JOIN members m ON m.id = l.member_id
          WHERE m.id = $1 AND m.partner = $2 AND l.subsidiary_number = $3 AND l.policy_number = $4
            AND l.division_number = $5 AND l.certificate_number = $6`,
        [memberId, partner, ...spdcParams(spdc)],
      );
      return rows.map((row) => row.lob);
    },

    /**
     * One page of the list, newest service first, and how many claims match in
     * all. A member with 500 claims gets the first page as fast as
     * one with 5 — the page walks claims_line_service_idx (migration 018) in
     * order and stops after LIMIT rows; the count reads that index alone
     * (index-only: type and claimant are in it). The date bounds are index
     * conditions even in a generic plan of the prepared statement.
     */
    async findClaimPage(query: ClaimPageQuery): Promise<{ totalCount: number; claims: ClaimSummaryRecord[] }> {
      const rows = await db.query<ClaimSummaryRecord & { totalCount: number }>(
        `SELECT (SELECT count(*)::int FROM claims c WHERE ${ofLine} ${listFilters} AND ${claimsVisibleTo('$12')}) AS "totalCount", page.*
           FROM (VALUES (1)) AS one (n)
           LEFT JOIN LATERAL (
             SELECT ${summaryColumns} ${claimsOfLine} ${listFilters} AND ${claimsVisibleTo('$12')}
              ORDER BY c.service_date DESC, c.id DESC LIMIT $10 OFFSET $11
           ) page ON true`,
        [
          query.memberId, ...spdcParams(query.spdc), query.claimTypes, query.claimantNumber ?? null,
          query.from, query.to, query.limit, query.offset, query.viewer,
        ],
      );
      const totalCount = rows[0]?.totalCount ?? 0;
      const claims = rows.filter((row) => row.claimNumber !== null).map(({ totalCount: _, ...claim }) => claim);
      return { totalCount, claims };
    },

    async findClaim(memberId: string, spdc: Spdc, claimNumber: string, viewer: ClaimsViewer): Promise<ClaimRecord | undefined> {
      const [row] = await db.query<ClaimRecord>(`SELECT ${claimColumns} ${claimsOfLine} AND c.claim_number = $6 AND ${claimsVisibleTo('$7')}`, [
        memberId, ...spdcParams(spdc), claimNumber, viewer,
      ]);
      return row;
    },

    /** The claim an EOB object id (or, for a claim without EOB, its claim number) names. */
    async findClaimOfEob(memberId: string, spdc: Spdc, objectId: string, viewer: ClaimsViewer): Promise<ClaimRecord | undefined> {
      const [row] = await db.query<ClaimRecord>(
        `SELECT ${claimColumns} ${claimsOfLine} AND (c.eob_object_id = $6 OR c.claim_number = $6) AND ${claimsVisibleTo('$7')}
          ORDER BY (c.eob_object_id = $6) DESC NULLS LAST LIMIT 1`,
        [memberId, ...spdcParams(spdc), objectId, viewer],
      );
      return row;
    },

    async findProcedureLines(claimId: string, language: DocumentLanguage = 'en'): Promise<ProcedureLineRecord[]> {
      return db.query<ProcedureLineRecord>(
        `SELECT l.line_number AS "lineNumber", ${isoDate('l.service_date')} AS "serviceDate",
                l.tooth_arch_quad AS "toothArchQuad", l.surface,
                coalesce(submitted.service_type, paid.service_type, '') AS "serviceType",
                l.submitted_code AS "submittedCode", l.paid_code AS "paidCode",
                coalesce(CASE WHEN $2 = 'es' THEN paid.description_es ELSE paid.description_en END, l.paid_code) AS description,
                l.charges::float8 AS charges, l.provider_adjustment::float8 AS "providerAdjustment",
                l.amount_covered::float8 AS "amountCovered", l.deductible_applied::float8 AS "deductibleApplied",
                l.percent_plan_pays AS "percentPlanPays", l.amount_payable::float8 AS "amountPayable",
                l.patient_responsibility::float8 AS "patientResponsibility", l.remark_code AS "remarkCode",
                coalesce(CASE WHEN $2 = 'es' THEN r.text_es ELSE r.text_en END, '') AS "remarkText"
           FROM claim_procedure_lines l
           LEFT JOIN procedure_codes submitted ON submitted.code = l.submitted_code
           LEFT JOIN procedure_codes paid ON paid.code = l.paid_code
           LEFT JOIN remark_codes r ON r.code = l.remark_code
          WHERE l.claim_id = $1
          ORDER BY l.line_number`,
        [claimId, language],
      );
    },

    /**
     * The processed dental and ortho claim lines (never an
     * estimate: planned work) of one patient of the member on one line that
     * name a tooth, arch or quadrant, newest service first. `patientFound` is
     * false when the member has no such patient, so a stranger's claimant
     * answers as not found rather than as a patient with no work.
     */
    async findToothWork(
      memberId: string, spdc: Spdc, claimantNumber: number, limit: number, viewer: ClaimsViewer,
    ): Promise<{ patientFound: boolean; work: ToothWorkRecord[] }> {
      const rows = await db.query<ToothWorkRecord & { claimantNumber: number | null }>(
        `SELECT p.claimant_number AS "claimantNumber", work.*
           FROM (VALUES (1)) AS one (n)
           LEFT JOIN patients p ON p.member_id = $1 AND p.claimant_number = $6
           LEFT JOIN LATERAL (
             SELECT l.tooth_arch_quad AS "toothArchQuad", l.surface, ${isoDate('l.service_date')} AS "serviceDate",
                    l.paid_code AS code, coalesce(paid.description_en, l.paid_code) AS description,
                    c.claim_number AS "claimNumber"
               FROM claims c
               JOIN claim_procedure_lines l ON l.claim_id = c.id
               LEFT JOIN procedure_codes paid ON paid.code = l.paid_code
              WHERE ${ofLine} AND c.claimant_number = p.claimant_number AND ${claimsVisibleTo('$8')}
                AND c.claim_type IN ('dental', 'ortho') AND c.processed_date IS NOT NULL
                AND l.tooth_arch_quad <> ''
              ORDER BY l.service_date DESC, c.id DESC, l.line_number
              LIMIT $7
           ) work ON true`,
        [memberId, ...spdcParams(spdc), claimantNumber, limit, viewer],
      );
      const patientFound = rows[0]?.claimantNumber != null;
      const work = rows.filter((row) => row.claimNumber != null).map(({ claimantNumber: _, ...item }) => item);
      return { patientFound, work };
    },

    async findPayments(claimId: string): Promise<PaymentRecord[]> {
      return db.query<PaymentRecord>(
        `SELECT payment_number AS "paymentNumber", ${isoDate('payment_date')} AS "paymentDate", amount::float8 AS amount,
                status, payee_name AS "payeeName"
           FROM claim_payments WHERE claim_id = $1 ORDER BY payment_date, payment_number`,
        [claimId],
      );
    },

    async findOrthoInstallments(claimId: string): Promise<OrthoInstallmentRecord[]> {
      return db.query<OrthoInstallmentRecord>(
        `SELECT installment_number AS "installmentNumber", ${isoDate('due_date')} AS "dueDate", amount::float8 AS amount, status
           FROM claim_ortho_installments WHERE claim_id = $1 ORDER BY installment_number`,
        [claimId],
      );
    },

    /** The member's adult dependents (own account) who share their claims with the policyholder (migration 036). */
    async findSharingClaimants(memberId: string): Promise<number[]> {
      const rows = await db.query<{ claimantNumber: number }>(
        'SELECT claimant_number AS "claimantNumber" FROM dependent_accounts WHERE member_id = $1 AND claims_shared',
        [memberId],
      );
      return rows.map((row) => row.claimantNumber);
    },

    async findMemberName(memberId: string): Promise<MemberNameRecord | undefined> {
      const [row] = await db.query<MemberNameRecord>(
        'SELECT first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName" FROM members WHERE id = $1',
        [memberId],
      );
      return row;
    },
  };
}
export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

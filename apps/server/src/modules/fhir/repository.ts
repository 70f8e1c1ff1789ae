// SQL of the FHIR API: the same tables the portal's screens
// read. Every query names the member the token belongs to, so a patient,
// coverage line, claim or provider of anyone else is simply not found.
import type { Partner } from '@portal/core';
import type { LineAmounts } from '../../adjudication/line-amounts.ts';
import type { CoverageLineRecord } from '../../db/coverage-line-record.ts';
import type { Queryable } from '../../db/database.ts';
import { notHiddenFromPolicyholder } from '../../db/household-claims.ts';
import type { StoredClaimType } from '../claims/repository.ts';

export interface FhirMemberRecord {
  memberId: string;
  firstName: string;
  middleName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  stateCode: string;
  zipCode: string;
  /** ISO instant: the member record's creation, the Patient's and Coverage's lastUpdated. */
  createdAt: string;
}

export interface FhirPatientRecord {
  claimantNumber: number;
  name: string;
  dateOfBirth: string;
  relationship: 'SELF' | 'SPOUSE' | 'CHILD' | 'OTHER';
  /** yyyymmdd, 0 when none. */
  termDate: number;
}

/** A coverage line as the FHIR mapping reads it: the stored line's fields, its id, plan and payer. */
export type FhirCoverageLineRecord = Pick<
  CoverageLineRecord,
  'subsidiaryNumber' | 'policyNumber' | 'divisionNumber' | 'certificateNumber' | 'lob' | 'planSponsorName' | 'effectiveDate' | 'termDate' | 'groupPpoCode'
> & {
  lineId: string;
  planName: string | null;
  payerName: string;
};

export interface FhirClaimRecord {
  id: string;
  claimNumber: string;
  claimType: StoredClaimType;
  status: 'PAID' | 'PARTIAL' | 'DENIED' | 'ESTIMATED';
  claimantNumber: number;
  serviceDate: string;
  receivedDate: string;
  processedDate: string;
  providerName: string;
  providerNpi: string;
  /** The dentist or eye doctor who treated, when the claim names one (migration 033). */
  treatingNpi: string | null;
  /** Their name as a person reads it ("Anna Kowalski, DDS"); null with the NPI. */
  treatingName: string | null;
  inNetwork: boolean;
  subsidiaryNumber: number;
  payerName: string;
  /** The coverage line the claim was processed under (its SPDC and LOB). */
  lineId: string;
  providerCharges: number;
  totalProviderAdjustment: number;
  totalPayable: number;
  patientResponsibility: number;
}

/** A line's amounts as the plan decided them (adjudication/line-amounts.ts), the remark code as stored. */
type StoredLineAmounts = Omit<LineAmounts, 'remarkCode'> & { remarkCode: string | null };

export interface FhirClaimLineRecord extends StoredLineAmounts {
  claimId: string;
  lineNumber: number;
  serviceDate: string;
  toothArchQuad: string;
  surface: string;
  submittedCode: string;
  /** Of the submitted code: the line as the provider billed it. */
  description: string;
  /** Why the plan paid less, in English ('' when none). */
  remarkText: string;
}

export interface FhirPaymentRecord {
  claimId: string;
  paymentNumber: string;
  paymentDate: string;
  amount: number;
  status: 'ISSUED' | 'CASHED' | 'VOIDED' | 'PENDING';
  payeeType: 'provider' | 'member';
}

export interface FhirProviderRecord {
  npi: string;
  name: string;
}

export interface FhirPractitionerRecord {
  npi: string;
  givenName: string;
  familyName: string;
  credential: string;
}

/** ISO dates, both ends included; null for open. */
export interface DateBounds {
  from: string | null;
  to: string | null;
}

export interface ClaimSearch {
  memberId: string;
  claimantNumbers: readonly number[];
  claimTypes: readonly StoredClaimType[];
  serviceDate: DateBounds;
  processedDate: DateBounds;
  limit: number;
  offset: number;
}

const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

// Estimates are processed too (§9: valid 12 months); pending claims are not adjudicated yet and are left out.
const claimColumns = `c.id::text AS id, c.claim_number AS "claimNumber", c.claim_type AS "claimType", c.status,
  c.claimant_number AS "claimantNumber", ${isoDate('c.service_date')} AS "serviceDate",
  ${isoDate('c.received_date')} AS "receivedDate", ${isoDate('c.processed_date')} AS "processedDate",
  c.provider_name AS "providerName", c.provider_id AS "providerNpi", c.treating_npi AS "treatingNpi",
  c.treating_given_name || ' ' || c.treating_family_name || ', ' || c.treating_credential AS "treatingName", c.in_network AS "inNetwork",
  c.subsidiary_number AS "subsidiaryNumber", s.company AS "payerName", cl.id::text AS "lineId",
  c.provider_charges::float8 AS "providerCharges", c.total_provider_adjustment::float8 AS "totalProviderAdjustment",
  c.total_payable::float8 AS "totalPayable", c.patient_responsibility::float8 AS "patientResponsibility"`;

const processedClaimsOf = `
  FROM claims c
  JOIN subsidiaries s ON s.number = c.subsidiary_number
  JOIN LATERAL (
    SELECT l.id FROM coverage_lines l
     WHERE l.member_id = c.member_id AND l.subsidiary_number = c.subsidiary_number AND l.policy_number = c.policy_number
       AND l.division_number = c.division_number AND l.certificate_number = c.certificate_number AND l.lob = c.lob
     ORDER BY l.id LIMIT 1
  ) cl ON true
 WHERE c.member_id = $1 AND c.processed_date IS NOT NULL
   AND ${notHiddenFromPolicyholder('c')}`;

export function createFhirRepository(db: Queryable) {
  return {
    async findMember(memberId: string, partner: Partner): Promise<FhirMemberRecord | undefined> {
      const [row] = await db.query<FhirMemberRecord>(
        `SELECT id AS "memberId", first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName",
                ${isoDate('date_of_birth')} AS "dateOfBirth", email, phone, address_line1 AS "addressLine1",
                address_line2 AS "addressLine2", city, state_code AS "stateCode", zip_code AS "zipCode",
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
           FROM members WHERE id = $1 AND partner = $2`,
        [memberId, partner],
      );
      return row;
    },

    async findPatients(memberId: string): Promise<FhirPatientRecord[]> {
      return db.query<FhirPatientRecord>(
        `SELECT claimant_number AS "claimantNumber", name, ${isoDate('date_of_birth')} AS "dateOfBirth", relationship,
                term_date AS "termDate"
           FROM patients p WHERE member_id = $1 AND ${notHiddenFromPolicyholder('p')} ORDER BY claimant_number`,
        [memberId],
      );
    },

    async findCoverageLines(memberId: string): Promise<FhirCoverageLineRecord[]> {
      return db.query<FhirCoverageLineRecord>(
        `SELECT cl.id::text AS "lineId", cl.subsidiary_number AS "subsidiaryNumber", cl.policy_number AS "policyNumber",
                cl.division_number AS "divisionNumber", cl.certificate_number AS "certificateNumber", cl.lob,
                cl.plan_sponsor_name AS "planSponsorName", cl.effective_date AS "effectiveDate", cl.term_date AS "termDate",
                cl.group_ppo_code AS "groupPpoCode", plan.plan_name AS "planName", s.company AS "payerName"
           FROM coverage_lines cl
           JOIN subsidiaries s ON s.number = cl.subsidiary_number
           LEFT JOIN LATERAL (
             SELECT d.plan_name FROM dental_plans p JOIN dental_plan_designs d ON d.id = p.design_id WHERE p.coverage_line_id = cl.id
             UNION ALL
             SELECT v.plan_name FROM vision_plans v WHERE v.coverage_line_id = cl.id
             LIMIT 1
           ) plan ON true
          WHERE cl.member_id = $1
          ORDER BY cl.id`,
        [memberId],
      );
    },

    /** One page of the member's processed claims, newest service first, and how many match in all. */
    async findClaims(search: ClaimSearch): Promise<{ total: number; claims: FhirClaimRecord[] }> {
      const filters = `
        AND c.claimant_number = ANY($2::int[]) AND c.claim_type = ANY($3::text[])
        AND c.service_date >= coalesce($4::date, '-infinity'::date) AND c.service_date <= coalesce($5::date, 'infinity'::date)
        AND c.processed_date >= coalesce($6::date, '-infinity'::date) AND c.processed_date <= coalesce($7::date, 'infinity'::date)`;
      const params = [
        search.memberId, search.claimantNumbers, search.claimTypes,
        search.serviceDate.from, search.serviceDate.to, search.processedDate.from, search.processedDate.to,
      ];
      const [counted] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${processedClaimsOf} ${filters}`, params);
      const claims = await db.query<FhirClaimRecord>(
        `SELECT ${claimColumns} ${processedClaimsOf} ${filters} ORDER BY c.service_date DESC, c.id DESC LIMIT $8 OFFSET $9`,
        [...params, search.limit, search.offset],
      );
      return { total: counted?.total ?? 0, claims };
    },

    async findClaim(memberId: string, claimNumber: string): Promise<FhirClaimRecord | undefined> {
      const [row] = await db.query<FhirClaimRecord>(`SELECT ${claimColumns} ${processedClaimsOf} AND c.claim_number = $2`, [memberId, claimNumber]);
      return row;
    },

    async findLinesOfClaims(claimIds: readonly string[]): Promise<FhirClaimLineRecord[]> {
      if (claimIds.length === 0) return [];
      return db.query<FhirClaimLineRecord>(
        `SELECT l.claim_id::text AS "claimId", l.line_number AS "lineNumber", ${isoDate('l.service_date')} AS "serviceDate",
                l.tooth_arch_quad AS "toothArchQuad", l.surface, l.paid_code AS "paidCode", l.submitted_code AS "submittedCode",
                coalesce(pc.description_en, l.submitted_code) AS description, coalesce(r.text_en, '') AS "remarkText",
                l.charges::float8 AS charges, l.provider_adjustment::float8 AS "providerAdjustment",
                l.amount_covered::float8 AS "amountCovered", l.deductible_applied::float8 AS "deductibleApplied",
                l.percent_plan_pays AS "percentPlanPays", l.amount_payable::float8 AS "amountPayable",
                l.patient_responsibility::float8 AS "patientResponsibility", l.remark_code AS "remarkCode"
           FROM claim_procedure_lines l
           LEFT JOIN procedure_codes pc ON pc.code = l.submitted_code
           LEFT JOIN remark_codes r ON r.code = l.remark_code
          WHERE l.claim_id = ANY($1::bigint[])
          ORDER BY l.claim_id, l.line_number`,
        [claimIds],
      );
    },

    async findPaymentsOfClaims(claimIds: readonly string[]): Promise<FhirPaymentRecord[]> {
      if (claimIds.length === 0) return [];
      return db.query<FhirPaymentRecord>(
        `SELECT claim_id::text AS "claimId", payment_number AS "paymentNumber", ${isoDate('payment_date')} AS "paymentDate",
                amount::float8 AS amount, status, payee_type AS "payeeType"
           FROM claim_payments WHERE claim_id = ANY($1::bigint[]) ORDER BY claim_id, payment_date, payment_number`,
        [claimIds],
      );
    },

    /** A provider office the member has a processed claim with (the only providers the API shows them). */
    async findProviderOfMember(memberId: string, npi: string): Promise<FhirProviderRecord | undefined> {
      const [row] = await db.query<FhirProviderRecord>(
        `SELECT c.provider_id AS npi, c.provider_name AS name FROM claims c
          WHERE c.member_id = $1 AND c.provider_id = $2 AND c.processed_date IS NOT NULL AND ${notHiddenFromPolicyholder('c')}
          ORDER BY c.processed_date DESC, c.id DESC LIMIT 1`,
        [memberId, npi],
      );
      return row;
    },

    /** A dentist or eye doctor who treated one of the member's processed claims (the only ones the API shows them). */
    async findPractitionerOfMember(memberId: string, npi: string): Promise<FhirPractitionerRecord | undefined> {
      const [row] = await db.query<FhirPractitionerRecord>(
        `SELECT c.treating_npi AS npi, c.treating_given_name AS "givenName", c.treating_family_name AS "familyName",
                c.treating_credential AS credential
           FROM claims c
          WHERE c.member_id = $1 AND c.treating_npi = $2 AND c.processed_date IS NOT NULL AND ${notHiddenFromPolicyholder('c')}
          ORDER BY c.processed_date DESC, c.id DESC LIMIT 1`,
        [memberId, npi],
      );
      return row;
    },
  };
}
export type FhirRepository = ReturnType<typeof createFhirRepository>;

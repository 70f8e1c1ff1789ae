// SQL of the pretreatment estimate requests (migration 016). Every lookup
// names the token's member: another member's line or patient is not found.
import type { PretreatmentEstimateRequest, Spdc } from '@portal/contract';
import type { Partner } from '@portal/core';
import type { InTransaction } from '../../audit/audit-hook.ts';
import type { Database } from '../../db/database.ts';

export interface LineOfSpdc {
  lob: string;
  /** yyyymmdd; 0 = ended (§3 MEM-EFF-DT). */
  effectiveDate: number;
}

export interface StoredPretreatmentRequest {
  requestId: string;
  claimantNumber: number;
  spdc: Spdc;
}

const spdcParams = (spdc: Spdc) => [spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber];

export function createPretreatmentRequestRepository(db: Database) {
  return {
    /** The member's lines (of this partner) under the SPDC; empty when it is not theirs. */
    async findLinesOfMember(memberId: string, partner: Partner, spdc: Spdc): Promise<LineOfSpdc[]> {
      return db.query<LineOfSpdc>(
        `SELECT l.lob, l.effective_date AS "effectiveDate" FROM coverage_lines l JOIN members m ON m.id = l.member_id
          WHERE m.id = $1 AND m.partner = $2 AND l.subsidiary_number = $3 AND l.policy_number = $4
            AND l.division_number = $5 AND l.certificate_number = $6`,
        [memberId, partner, ...spdcParams(spdc)],
      );
    },

    async isPatientOfMember(memberId: string, claimantNumber: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM patients WHERE member_id = $1 AND claimant_number = $2', [memberId, claimantNumber]);
      return rows.length > 0;
    },

    async findByIdempotencyKey(memberId: string, idempotencyKey: string): Promise<StoredPretreatmentRequest | undefined> {
      const [row] = await db.query<{ requestId: string; claimantNumber: number; s: number; p: number; d: number; c: number }>(
        `SELECT request_id AS "requestId", claimant_number AS "claimantNumber", subsidiary_number AS s, policy_number AS p,
                division_number AS d, certificate_number AS c
           FROM pretreatment_estimate_requests WHERE member_id = $1 AND idempotency_key = $2`,
        [memberId, idempotencyKey],
      );
      if (!row) return undefined;
      return {
        requestId: row.requestId,
        claimantNumber: row.claimantNumber,
        spdc: { subsidiaryNumber: row.s, policyNumber: row.p, divisionNumber: row.d, certificateNumber: row.c },
      };
    },

    /**
     * Stores the request; resolves to its id, e.g. PTE-2026-000417, or to
     * undefined (nothing stored) when the member already made one with this
     * idempotency key — the unique index decides between concurrent requests.
     * `alsoInTransaction` (the audit event) commits with a stored request.
     */
    async insertRequest(
      memberId: string, partner: Partner, request: PretreatmentEstimateRequest, idempotencyKey: string | undefined,
      alsoInTransaction?: InTransaction,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ requestId: string }>(
          `WITH next AS (SELECT nextval('pretreatment_request_reference_seq')::text AS n)
           INSERT INTO pretreatment_estimate_requests
             (request_id, member_id, partner, claimant_number, subsidiary_number, policy_number, division_number,
              certificate_number, dentist_name, dentist_phone, planned_treatment, planned_date, contact_phone, idempotency_key)
           SELECT 'PTE-' || to_char(now(), 'YYYY') || '-' || lpad(n, greatest(6, length(n)), '0'),
                  $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date, $12, $13
             FROM next
           ON CONFLICT (member_id, idempotency_key) DO NOTHING
           RETURNING request_id AS "requestId"`,
          [
            memberId, partner, request.claimant, ...spdcParams(request), request.dentistName.trim(), request.dentistPhone,
            request.plannedTreatment.trim(), request.plannedDate ?? null, request.contactPhone ?? null, idempotencyKey ?? null,
          ],
        );
        if (row) await alsoInTransaction?.(tx);
        return row?.requestId;
      });
    },
  };
}
export type PretreatmentRequestRepository = ReturnType<typeof createPretreatmentRequestRepository>;

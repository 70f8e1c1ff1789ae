// SQL of the vision claim upload (migrations 010, 015). Every lookup is scoped by
// the token's member: a coverage line or patient of anyone
// else is simply not found.
import type { Partner } from '@portal/core';
import type { Queryable } from '../../db/database.ts';
import type { VisionClaimUploadType } from './sniffing/detect-upload-type.ts';

export interface Spdc {
  subsidiaryNumber: number;
  policyNumber: number;
  divisionNumber: number;
  certificateNumber: number;
}

export interface NewVisionClaimUpload {
  id: string;
  memberId: string;
  claimantNumber: number;
  spdc: Spdc;
  /** The site's Idempotency-Key of the submission attempt (migration 015); undefined without one. */
  idempotencyKey: string | undefined;
  files: ReadonlyArray<{
    position: number;
    originalName: string;
    detectedType: VisionClaimUploadType;
    mediaType: string;
    size: number;
    storageKey: string;
    sha256: string;
  }>;
}

/** An upload as stored: who and what it was for, and its files in the order sent. */
export interface StoredVisionClaimUpload {
  id: string;
  claimantNumber: number;
  spdc: Spdc;
  files: Array<{ name: string; type: VisionClaimUploadType; mediaType: string; size: number }>;
}

/** An upload in the member's list. */
export interface ListedVisionClaimUpload {
  uploadId: string;
  /** ISO date-time, UTC, to the millisecond. */
  submittedAt: string;
  claimantNumber: number;
  patientName: string;
  files: Array<{ fileName: string; mediaType: string; size: number }>;
}

// §3 features: the partner's site, its member area, vision and vision claim submission all on.
const submitClaimFeatures = JSON.stringify({
  available: true,
  member: true,
  memberVision: true,
  memberVisionFeatures: { submitClaim: true },
});

export function createVisionClaimUploadRepository(db: Queryable) {
  return {
    async isMemberOfPartner(memberId: string, partner: Partner): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM members WHERE id = $1 AND partner = $2', [memberId, partner]);
      return rows.length > 0;
    },

    async isVisionClaimSubmissionOn(partner: Partner): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM partner_features WHERE partner = $1 AND features @> $2::jsonb', [
        partner,
        submitClaimFeatures,
      ]);
      return rows.length > 0;
    },

    /** The lines of business the member holds under this SPDC (empty: not the member's). */
    async findLinesOfBusinessOfMember(memberId: string, spdc: Spdc): Promise<string[]> {
      const rows = await db.query<{ lob: string }>(
        `SELECT lob FROM coverage_lines
          WHERE member_id = $1 AND subsidiary_number = $2 AND policy_number = $3
            AND division_number = $4 AND certificate_number = $5`,
        [memberId, spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber],
      );
      return rows.map((row) => row.lob);
    },

    async isPatientOfMember(memberId: string, claimantNumber: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM patients WHERE member_id = $1 AND claimant_number = $2', [memberId, claimantNumber]);
      return rows.length > 0;
    },

    /**
     * Writes the upload and its files; run inside a transaction so it is all
     * or nothing. False (and nothing written) when the member already has an
     * upload with this idempotency key: the unique index decides, so of two
     * concurrent requests exactly one writes.
     */
    async insertUpload(upload: NewVisionClaimUpload): Promise<boolean> {
      const inserted = await db.query(
        `INSERT INTO vision_claim_uploads
           (id, member_id, claimant_number, subsidiary_number, policy_number, division_number, certificate_number, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (member_id, idempotency_key) DO NOTHING
         RETURNING id`,
        [
          upload.id,
          upload.memberId,
          upload.claimantNumber,
          upload.spdc.subsidiaryNumber,
          upload.spdc.policyNumber,
          upload.spdc.divisionNumber,
          upload.spdc.certificateNumber,
          upload.idempotencyKey ?? null,
        ],
      );
      if (inserted.length === 0) return false;
      for (const file of upload.files) {
        await db.query(
          `INSERT INTO vision_claim_upload_files
             (upload_id, position, original_name, detected_type, media_type, size_bytes, storage_key, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [upload.id, file.position, file.originalName, file.detectedType, file.mediaType, file.size, file.storageKey, file.sha256],
        );
      }
      return true;
    },

    /** The member's uploads on the coverage line, newest first, at most `limit`. */
    async findUploadsOfLine(memberId: string, spdc: Spdc, limit: number): Promise<ListedVisionClaimUpload[]> {
      const rows = await db.query<Omit<ListedVisionClaimUpload, 'files'> & { files: unknown }>(
        `SELECT u.id::text AS "uploadId",
                to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "submittedAt",
                u.claimant_number AS "claimantNumber", p.name AS "patientName",
                (SELECT json_agg(json_build_object('fileName', f.original_name, 'mediaType', f.media_type, 'size', f.size_bytes)
                                 ORDER BY f.position)
                   FROM vision_claim_upload_files f WHERE f.upload_id = u.id) AS files
           FROM vision_claim_uploads u
           JOIN patients p ON p.member_id = u.member_id AND p.claimant_number = u.claimant_number
          WHERE u.member_id = $1 AND u.subsidiary_number = $2 AND u.policy_number = $3
            AND u.division_number = $4 AND u.certificate_number = $5
          ORDER BY u.created_at DESC, u.id DESC
          LIMIT $6`,
        [memberId, spdc.subsidiaryNumber, spdc.policyNumber, spdc.divisionNumber, spdc.certificateNumber, limit],
      );
      // json_agg arrives parsed from both drivers; a string (another driver setting) is parsed here.
      return rows.map((row) => ({
        ...row,
        files: (typeof row.files === 'string' ? JSON.parse(row.files) : (row.files ?? [])) as ListedVisionClaimUpload['files'],
      }));
    },

    /** The member's upload made with this idempotency key, if any. */
    async findUploadByIdempotencyKey(memberId: string, idempotencyKey: string): Promise<StoredVisionClaimUpload | undefined> {
      const rows = await db.query<{
        id: string; claimantNumber: number; s: number; p: number; d: number; c: number;
        name: string; type: VisionClaimUploadType; mediaType: string; size: number;
      }>(
        `SELECT u.id::text AS id, u.claimant_number AS "claimantNumber", u.subsidiary_number AS s, u.policy_number AS p,
                u.division_number AS d, u.certificate_number AS c, f.original_name AS name, f.detected_type AS type,
                f.media_type AS "mediaType", f.size_bytes AS size
           FROM vision_claim_uploads u JOIN vision_claim_upload_files f ON f.upload_id = u.id
          WHERE u.member_id = $1 AND u.idempotency_key = $2
          ORDER BY f.position`,
        [memberId, idempotencyKey],
      );
      const [first] = rows;
      if (!first) return undefined;
      return {
        id: first.id,
        claimantNumber: first.claimantNumber,
        spdc: { subsidiaryNumber: first.s, policyNumber: first.p, divisionNumber: first.d, certificateNumber: first.c },
        files: rows.map(({ name, type, mediaType, size }) => ({ name, type, mediaType, size })),
      };
    },
  };
}
export type VisionClaimUploadRepository = ReturnType<typeof createVisionClaimUploadRepository>;

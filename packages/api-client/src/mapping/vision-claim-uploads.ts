// The vision claims the member uploaded and their status, newest first; §9
// vision claims take 7 to 10 business days, so each carries the date a
// decision is expected by.
import type { VisionClaimUploadRow, VisionClaimUploadsResponse } from '@portal/contract';
import type { StoredClaimFile } from './vision-claim-upload.ts';

export type VisionClaimUploadStatus = 'received' | 'inReview' | 'processed';

export interface UploadedVisionClaim {
  uploadId: string;
  /** ISO date-time (UTC) the submission was received. */
  submittedAt: string;
  /** CLMT of the patient, as Patient.claimant. */
  claimantNumber: string;
  /** As the claims system writes it (upper case). */
  patientName: string;
  files: StoredClaimFile[];
  status: VisionClaimUploadStatus;
  /** ISO date: 10 business days after submission. */
  expectedDecisionBy: string;
}

const statuses: Record<VisionClaimUploadRow['status'], VisionClaimUploadStatus> = {
  RECEIVED: 'received',
  IN_REVIEW: 'inReview',
  PROCESSED: 'processed',
};

export function toUploadedVisionClaim(row: VisionClaimUploadRow): UploadedVisionClaim {
  return {
    uploadId: row.uploadId,
    submittedAt: row.submittedAt,
    claimantNumber: String(row.claimant),
    patientName: row.patientName,
    files: row.files.map((file) => ({ fileName: file.fileName, mediaType: file.mediaType, size: file.size })),
    status: statuses[row.status],
    expectedDecisionBy: row.expectedDecisionBy,
  };
}

export function toUploadedVisionClaims(wire: VisionClaimUploadsResponse): UploadedVisionClaim[] {
  return wire.uploads.map(toUploadedVisionClaim);
}

// The member can list the claims they uploaded and their
// status. The token member's own uploads on one of their vision lines,
// gated by the same features as the upload (§6); another member's line is
// not found, and nothing of it is echoed.
import { visionClaimUploadsLimit, type Spdc, type VisionClaimUploadsResponse } from '@portal/contract';
import { isVisionLob } from '@portal/core';
import type { Database } from '../../db/database.ts';
import type { AccessTokenClaims } from '../../plugins/access-token-verifier.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addBusinessDays, decisionBusinessDays, uploadStatusOf } from './business-days.ts';
import { uploadMessages, type UploadLanguage } from './messages.ts';
import { createVisionClaimUploadRepository } from './repository.ts';

export interface UploadedClaimsServiceOptions {
  readonly db: Database;
  /** The clock statuses are told by; tests pin it. */
  readonly now?: () => Date;
}

export function createUploadedClaimsService({ db, now = () => new Date() }: UploadedClaimsServiceOptions) {
  const repository = createVisionClaimUploadRepository(db);
  return {
    async uploadsOf(token: AccessTokenClaims, spdc: Spdc, language: UploadLanguage = 'en'): Promise<VisionClaimUploadsResponse> {
      const messages = uploadMessages[language];
      if (!token.memberId || !token.roles.includes('member')) throw new HttpError(403, messages.notAMember);
      const memberId = token.memberId;
      if (!(await repository.isMemberOfPartner(memberId, token.partner))) throw new HttpError(404, messages.noMemberData);
      if (!(await repository.isVisionClaimSubmissionOn(token.partner))) throw new HttpError(403, messages.submissionUnavailable);
      const linesOfBusiness = await repository.findLinesOfBusinessOfMember(memberId, spdc);
      if (linesOfBusiness.length === 0) throw new HttpError(404, messages.coverageNotFound);
      if (!linesOfBusiness.some(isVisionLob)) throw new HttpError(400, messages.notVisionCoverage);
      const today = now();
      const uploads = await repository.findUploadsOfLine(memberId, spdc, visionClaimUploadsLimit);
      return {
        uploads: uploads.map((upload) => {
          const submittedAt = new Date(upload.submittedAt);
          return {
            uploadId: upload.uploadId,
            submittedAt: upload.submittedAt,
            claimant: upload.claimantNumber,
            patientName: upload.patientName,
            files: upload.files,
            status: uploadStatusOf(submittedAt, today),
            expectedDecisionBy: addBusinessDays(submittedAt, decisionBusinessDays),
          };
        }),
      };
    },
  };
}
export type UploadedClaimsService = ReturnType<typeof createUploadedClaimsService>;

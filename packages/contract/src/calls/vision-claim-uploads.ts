// Beside §2 vision claim submission, the member can list the
// claims they uploaded and their status. The vision claims the member sent
// by upload on one vision line, newest first; §9 "vision claims take 7 to
// 10 business days" gives the date a decision is expected by.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { memberErrorResponses } from '../errors.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { claimantNumber, isoDate, stringEnum, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';
import { UploadedFile } from './vision-claim-upload.ts';

/** Where an uploaded claim is: received (first business day), in review, processed (after 10 business days). */
export const visionClaimUploadStatuses = ['RECEIVED', 'IN_REVIEW', 'PROCESSED'] as const;

/** At most this many uploads are answered, the newest. */
export const visionClaimUploadsLimit = 50;

export const VisionClaimUploadsRequest = Type.Object(spdcProperties, {
  additionalProperties: false,
  description: 'the selected vision coverage line (spdc)',
});
export type VisionClaimUploadsRequest = Type.Static<typeof VisionClaimUploadsRequest>;

export const VisionClaimUploadRow = Type.Object({
  uploadId: Type.String({ minLength: 1, maxLength: 64, description: 'reference of the submission, as the upload answered it' }),
  submittedAt: Type.String({ format: 'date-time', description: 'when the submission was received (ISO date-time, UTC)' }),
  claimant: claimantNumber('the patient (CLMT) the claim is for'),
  patientName: text("the patient's full name"),
  files: Type.Array(UploadedFile, { minItems: 1, description: 'the files of the submission, in the order sent' }),
  status: stringEnum(visionClaimUploadStatuses, 'RECEIVED, IN_REVIEW or PROCESSED'),
  expectedDecisionBy: isoDate('when a decision is expected: 10 business days after submission (§9 7 to 10 business days)'),
});
export type VisionClaimUploadRow = Type.Static<typeof VisionClaimUploadRow>;

export const VisionClaimUploadsResponse = Type.Object({
  uploads: Type.Array(VisionClaimUploadRow, {
    maxItems: visionClaimUploadsLimit,
    description: `the member's uploaded vision claims on the line, newest first, at most ${visionClaimUploadsLimit}`,
  }),
});
export type VisionClaimUploadsResponse = Type.Static<typeof VisionClaimUploadsResponse>;

export const getVisionClaimUploads = defineCall({
  id: 'getVisionClaimUploads',
  ...callRoutes.getVisionClaimUploads,
  summary: 'The vision claims the member uploaded on a vision line, with their status',
  description: 'Only the token member\'s own uploads; another member\'s coverage line answers 404.',
  params: SubsidiaryParams,
  body: VisionClaimUploadsRequest,
  response: { 200: VisionClaimUploadsResponse, ...memberErrorResponses },
});

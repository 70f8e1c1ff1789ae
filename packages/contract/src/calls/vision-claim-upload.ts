// §2 vision claim submission: upload files, one patient per claim; §5 the
// nine accepted types; §7 multipart form answered with status 'SUCCESS'.
import Type from 'typebox';
import { defineCall } from '../call.ts';
import { errorResponses } from '../errors.ts';
import { IdempotencyHeaders } from '../idempotency.ts';
import { SubsidiaryParams } from '../params.ts';
import { spdcProperties } from '../spdc.ts';
import { claimantNumber, text } from '../wire.ts';
import { callRoutes } from '../call-routes.ts';
import { visionClaimUpload } from '../call-values.ts';

export { visionClaimUpload };

/** The text fields of the form; numbers arrive as strings and are coerced. */
export const VisionClaimUploadFields = Type.Object(
  {
    ...spdcProperties,
    claimant: claimantNumber('the one patient (CLMT) the claim is for'),
  },
  { description: 'selected vision coverage line (spdc) and patient; the files travel in field "files"' },
);
export type VisionClaimUploadFields = Type.Static<typeof VisionClaimUploadFields>;

export const UploadedFile = Type.Object({
  fileName: text('file name as sent, without any path'),
  mediaType: Type.String({ description: 'type found from the content (not the name or declared type)' }),
  size: Type.Integer({ minimum: 1, description: 'size in bytes' }),
});
export type UploadedFile = Type.Static<typeof UploadedFile>;

export const VisionClaimUploadResponse = Type.Object({
  status: Type.Literal('SUCCESS', { description: 'SUCCESS when every file was stored' }),
  uploadId: Type.String({ minLength: 1, maxLength: 64, description: 'reference of the submission' }),
  files: Type.Array(UploadedFile, { description: 'the files stored, in the order sent' }),
});
export type VisionClaimUploadResponse = Type.Static<typeof VisionClaimUploadResponse>;

export const uploadVisionClaim = defineCall({
  id: 'uploadVisionClaim',
  ...callRoutes.uploadVisionClaim,
  summary: 'Submit a vision claim by uploading files (one patient per claim)',
  description:
    'A rejected file refuses the whole submission: nothing is stored. With an Idempotency-Key, a repeat of the ' +
    'submission answers the first answer (same uploadId and files) and stores nothing new; the same key for another ' +
    'patient or coverage line answers 409.',
  consumes: 'multipart/form-data',
  fileUpload: visionClaimUpload,
  params: SubsidiaryParams,
  headers: IdempotencyHeaders,
  body: VisionClaimUploadFields,
  response: {
    200: VisionClaimUploadResponse,
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

// How much one vision claim upload may carry (§5 gives its file types, not
// its size). The file count and size come from the contract (packages/contract visionClaimUpload),
// so the OpenAPI document and the server agree.
import { visionClaimUpload } from '@portal/contract';

export interface UploadLimits {
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  /** Text fields (spdc parts, claimant, anything else the form carries). */
  readonly maxFields: number;
  readonly maxFieldBytes: number;
  /** The whole request body, refused up front when its Content-Length says more. */
  readonly maxRequestBytes: number;
}

const maxFields = 20;
const maxFieldBytes = 1024;
// Part headers and boundaries: generous for a file name of 255 characters.
const partOverheadBytes = 1024;

export const visionClaimUploadLimits: UploadLimits = {
  maxFiles: visionClaimUpload.maxFiles,
  maxFileBytes: visionClaimUpload.maxFileBytes,
  maxFields,
  maxFieldBytes,
  maxRequestBytes:
    visionClaimUpload.maxFiles * (visionClaimUpload.maxFileBytes + partOverheadBytes) + maxFields * (maxFieldBytes + partOverheadBytes),
};

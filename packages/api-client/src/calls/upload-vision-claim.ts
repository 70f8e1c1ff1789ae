import type { VisionClaimUploadResponse } from '@portal/contract';
import { visionClaimUpload } from '@portal/contract/routes';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import { claimantNumberOf } from '../mapping/claimant-number.ts';
import { toVisionClaimReceipt, type VisionClaimReceipt } from '../mapping/vision-claim-upload.ts';
import { spdcBody } from './spdc-body.ts';

/**
 * The contract's limits of one submission (10 files of 10 MB each), which the
 * server enforces: the screen shows and checks the same figures before upload.
 */
export const visionClaimUploadLimits: { readonly maxFiles: number; readonly maxFileBytes: number } = {
  maxFiles: visionClaimUpload.maxFiles,
  maxFileBytes: visionClaimUpload.maxFileBytes,
};

export interface VisionClaimSubmission {
  /** The selected vision coverage line. */
  spdc: Spdc;
  /** The one patient the claim is for (§5), as Patient.claimant. */
  claimant: string;
  files: readonly File[];
  /**
   * Made once per submission attempt (newIdempotencyKey) and sent again on a
   * retry or a second click: the server then answers the first receipt and
   * stores no second claim.
   */
  idempotencyKey: string;
  /** Bytes of the whole body sent so far and its size; fileProgress shares them out per file. */
  onProgress?: (loadedBytes: number, totalBytes: number) => void;
  signal?: AbortSignal;
}

/** The contract's multipart form: the spdc and claimant fields, then each file in field "files". */
export function visionClaimForm({ spdc, claimant, files }: Pick<VisionClaimSubmission, 'spdc' | 'claimant' | 'files'>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(spdcBody(spdc))) form.append(name, String(value));
  form.append('claimant', String(claimantNumberOf(claimant)));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/**
 * Submits a vision claim (§2, §7). A refused file raises HttpError 400, 413
 * or 415 whose serverMessage says, in the member's language, which file and
 * why (uploadRefusalMessage); nothing is stored then.
 */
export async function uploadVisionClaim(
  { client, subsidiary }: ApiContextValue,
  { idempotencyKey, onProgress, signal, ...fields }: VisionClaimSubmission,
): Promise<VisionClaimReceipt> {
  const route = callRoutes.uploadVisionClaim;
  const wire = await client.upload<VisionClaimUploadResponse>(route.method, callPath(route.path, { subsidiary }), visionClaimForm(fields), {
    headers: { 'Idempotency-Key': idempotencyKey },
    onProgress,
    signal,
  });
  return toVisionClaimReceipt(wire);
}

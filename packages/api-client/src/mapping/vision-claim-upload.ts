// §7 members/claims/vision/upload answers status 'SUCCESS' with the
// submission's reference and the files stored, typed by their content.
import type { VisionClaimUploadResponse } from '@portal/contract';

export interface StoredClaimFile {
  /** The name as sent, without any folder. */
  fileName: string;
  /** Found from the content, not the name (a renamed file is refused, §5). */
  mediaType: string;
  /** Bytes. */
  size: number;
}

export interface VisionClaimReceipt {
  /** Reference of the submission (the same again for a repeat with the same idempotency key). */
  uploadId: string;
  /** In the order sent. */
  files: StoredClaimFile[];
}

export function toVisionClaimReceipt(wire: VisionClaimUploadResponse): VisionClaimReceipt {
  return {
    uploadId: wire.uploadId,
    files: wire.files.map((file) => ({ fileName: file.fileName, mediaType: file.mediaType, size: file.size })),
  };
}

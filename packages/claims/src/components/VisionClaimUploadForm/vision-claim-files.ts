// §5 vision claim upload types (core's nine) and the contract's limits
// (10 files of 10 MB), as the FileUpload widget takes them.
import type { FileUploadAccept } from '@portal/ui-kit';
import { visionClaimUploadTypes } from '@portal/core';

/** Contract visionClaimUpload: at most 10 files of 10 MB each per submission. */
export const visionClaimMaxFiles = 10;
export const visionClaimMaxFileBytes = 10 * 1024 * 1024;

const extensions = Object.keys(visionClaimUploadTypes);

/**
 * The nine types by MIME type and extension. '.jpeg' is the same image/jpeg
 * as '.jpg' (phones name photos either way); the server tells the type from
 * the content, whatever the name says.
 */
export const visionClaimAccept: FileUploadAccept = {
  mimeTypes: Object.values(visionClaimUploadTypes),
  extensions: [...extensions, 'jpeg'],
};

/** 'DOC, DOCX, PDF, PNG, JPG, GIF, XLS, XLSX or TXT' in the member's language ('o' in Spanish). */
export function visionClaimTypeList(language: string): string {
  const names = extensions.map((extension) => extension.toUpperCase());
  return new Intl.ListFormat(language.startsWith('es') ? 'es' : 'en', { style: 'long', type: 'disjunction' }).format(names);
}

// §5 vision claim upload types (core's nine), as the FileUpload widget takes
// them. The limits (files and bytes) are the contract's, read through
// api-client's visionClaimUploadLimits.
import type { FileUploadAccept } from '@portal/ui-kit';
import { visionClaimUploadTypes } from '@portal/core';

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

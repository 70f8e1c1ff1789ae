// §8 PDF download toasts: 401 → 'User must be logged in to download a …',
// the server's 'Empty PDF - no data returned.' → that message, anything
// else → 'Unable to download the …'. Texts arrive translated.
import { isHttpError } from '@portal/api-client';

/** The server's message for a document with no data (§8), as it sends it. */
export const emptyPdfServerMessage = 'Empty PDF - no data returned.';

export interface DownloadErrorTexts {
  failed: string;
  unauthorized: string;
  emptyPdf: string;
}

export function downloadErrorMessage(error: unknown, texts: DownloadErrorTexts): string {
  if (!isHttpError(error)) return texts.failed;
  if (error.status === 401) return texts.unauthorized;
  if (error.serverMessage === emptyPdfServerMessage) return texts.emptyPdf;
  return texts.failed;
}

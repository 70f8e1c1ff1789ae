import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';

/**
 * A plan document (certificate of coverage, …) by its docId. §7: the call
 * has no body — the docId names the document and the server checks the member
 * owns it — so `spdc` is accepted for symmetry with the other downloads but
 * not sent.
 */
export function downloadPlanDocument(
  { client, subsidiary }: ApiContextValue,
  { docId }: { spdc?: Spdc | null; docId: string },
): Promise<DownloadedFile> {
  const route = callRoutes.getPlanDocumentPdf;
  return client.download(route.method, callPath(route.path, { subsidiary, docId }), {
    fallbackFileName: pdfFileName(subsidiary, 'plan-document'),
  });
}

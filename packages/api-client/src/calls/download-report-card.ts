import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';

/**
 * The member's dental report card. §7: no body (the server knows the member
 * from the token), so `spdc` is accepted but not sent. The server answers its
 * static card when it has no personal one (§4 fallback).
 */
export function downloadReportCard({ client, subsidiary }: ApiContextValue, _spdc?: Spdc | null): Promise<DownloadedFile> {
  const route = callRoutes.getReportCardPdf;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    fallbackFileName: pdfFileName(subsidiary, 'dental-report-card'),
  });
}

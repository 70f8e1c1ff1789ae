import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';
import { spdcBody } from './spdc-body.ts';

/** The benefit summary PDF of a coverage line. */
export function downloadBenefitSummary({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<DownloadedFile> {
  const route = callRoutes.getBenefitSummaryPdf;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    body: spdcBody(spdc),
    fallbackFileName: pdfFileName(subsidiary, 'benefit-summary'),
  });
}

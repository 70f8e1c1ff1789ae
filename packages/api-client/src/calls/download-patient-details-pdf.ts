import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';
import { spdcBody } from './spdc-body.ts';

/** One patient's details, benefits and accumulators as a PDF. */
export function downloadPatientDetailsPdf(
  { client, subsidiary }: ApiContextValue,
  { spdc, claimant }: { spdc: Spdc; claimant: string | number },
): Promise<DownloadedFile> {
  const route = callRoutes.getPatientDetailsPdf;
  return client.download(route.method, callPath(route.path, { subsidiary, claimant }), {
    body: spdcBody(spdc),
    fallbackFileName: pdfFileName(subsidiary, 'patient-details'),
  });
}

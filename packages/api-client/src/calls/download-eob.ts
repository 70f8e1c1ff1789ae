import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';
import { spdcBody } from './spdc-body.ts';

/** The explanation of benefits of a claim (its EOB object id). */
export function downloadEob(
  { client, subsidiary }: ApiContextValue,
  { spdc, objectId }: { spdc: Spdc; objectId: string },
): Promise<DownloadedFile> {
  const route = callRoutes.getEobPdf;
  return client.download(route.method, callPath(route.path, { subsidiary, objectId }), {
    body: spdcBody(spdc),
    fallbackFileName: pdfFileName(subsidiary, 'eob'),
  });
}

import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';
import { spdcBody } from './spdc-body.ts';

export type IdCardDeviceType = 'desktop' | 'mobile';

/** The ID card PDF of the selected coverage line, laid out for a letter page or a phone (§2 tile variants). */
export function downloadIdCard(
  { client, subsidiary }: ApiContextValue,
  { spdc, deviceType }: { spdc: Spdc; deviceType: IdCardDeviceType },
): Promise<DownloadedFile> {
  const route = callRoutes.getIdCardPdf;
  return client.download(route.method, callPath(route.path, { subsidiary, deviceType }), {
    body: spdcBody(spdc),
    fallbackFileName: pdfFileName(subsidiary, 'id-card'),
  });
}

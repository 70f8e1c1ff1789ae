import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { todayFileDate } from '../download/today-file-date.ts';
import { pdfFileName } from './pdf-file-name.ts';

/** "Download my data": the FHIR R4 Bundle (JSON) of everything the member may see. */
export function downloadMemberDataBundle({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<DownloadedFile> {
  const route = callRoutes.exportMemberData;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    accept: 'application/fhir+json, application/json',
    fallbackFileName: `${subsidiary}-member-data-${todayFileDate()}.json`,
    signal,
  });
}

/** "Download my data": the readable PDF summary of the same bundle. */
export function downloadMemberDataSummary({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<DownloadedFile> {
  const route = callRoutes.getMemberDataSummaryPdf;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    fallbackFileName: pdfFileName(subsidiary, 'member-data'),
    signal,
  });
}

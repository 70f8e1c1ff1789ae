import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { pdfFileName } from './pdf-file-name.ts';

/** The member's enrollment application (Documents.enrollmentAppId, §3). */
export function downloadEnrollmentApp({ client, subsidiary }: ApiContextValue, { docId }: { docId: string }): Promise<DownloadedFile> {
  const route = callRoutes.getEnrollmentAppPdf;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    body: { docId },
    fallbackFileName: pdfFileName(subsidiary, 'enrollment-application'),
  });
}

import { callPath, callRoutes } from '@portal/contract/routes';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';

/** The name the CSV is saved under when the answer names none. */
export function auditExportFileName(from: string, to: string): string {
  return `audit-events-${from}-${to}.csv`;
}

/**
 * Access management: the audit trail of the days from–to (yyyy-mm-dd, UTC,
 * at most 366 days) as a CSV file, named by Content-Disposition or
 * audit-events-<from>-<to>.csv; save it with saveFile. 400 (range) carries
 * the server message: staffCallFailure.
 */
export function exportAuditEvents({ client, subsidiary }: ApiContextValue, { from, to }: { from: string; to: string }): Promise<DownloadedFile> {
  const route = callRoutes.exportAuditEvents;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    query: { from, to },
    accept: 'text/csv, application/json',
    fallbackFileName: auditExportFileName(from, to),
  });
}

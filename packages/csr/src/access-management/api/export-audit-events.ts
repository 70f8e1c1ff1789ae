import { exportAuditEvents, usePdfDownload, type DownloadFailure } from '@portal/api-client';
import { useCallback } from 'react';

export interface AuditExport {
  busy: boolean;
  /** Downloads the CSV of the days from–to (yyyy-mm-dd, UTC) and saves it. */
  start(range: { from: string; to: string }, onError: (failure: DownloadFailure) => void): Promise<void>;
}

/** The compliance export: one download at a time, saved under the server's file name. */
export function useAuditExport(): AuditExport {
  // api-client's one-at-a-time file download (named for PDFs; it saves any file).
  const download = usePdfDownload();
  const start = useCallback<AuditExport['start']>(
    (range, onError) => download.start((api) => exportAuditEvents(api, range), onError),
    [download],
  );
  return { busy: download.busy, start };
}

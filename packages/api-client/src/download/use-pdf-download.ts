// One PDF download at a time per control: busy (the control disabled, §2
// tile loading overlay) while it runs, the file saved under the name the
// server gives (MM-DD-YYYY, §9), a failure handed to `onError` classified
// for the feature's §8 toast.
import { useCallback, useRef, useState } from 'react';
import { useApi, type ApiContextValue } from '../api-context.tsx';
import { downloadFailureOf, type DownloadFailure } from './download-failure.ts';
import type { DownloadedFile } from './downloaded-file.ts';
import { saveFile } from './save-file.ts';

export interface PdfDownload {
  busy: boolean;
  /** Runs `download` and saves its file, unless one is already running. */
  start(download: (api: ApiContextValue) => Promise<DownloadedFile>, onError?: (failure: DownloadFailure) => void): Promise<void>;
}

export function usePdfDownload(): PdfDownload {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const start = useCallback<PdfDownload['start']>(
    async (download, onError) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        saveFile(await download(api));
      } catch (error) {
        onError?.(downloadFailureOf(error));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [api],
  );

  return { busy, start };
}

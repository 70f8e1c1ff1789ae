// One PDF download at a time per control: busy (and disabled) while it runs,
// the file saved under the name the server gives (MM-DD-YYYY, §9), a failure
// shown as an error toast (§8).
import { saveFile, useApi, type ApiContextValue, type DownloadedFile } from '@portal/api-client';
import { useToasts } from '@portal/ui-kit';
import { useCallback, useRef, useState } from 'react';

export interface PdfDownload {
  busy: boolean;
  start(download: (api: ApiContextValue) => Promise<DownloadedFile>, errorText: (error: unknown) => string): Promise<void>;
}

export function usePdfDownload(): PdfDownload {
  const api = useApi();
  const { showToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const start = useCallback<PdfDownload['start']>(
    async (download, errorText) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        saveFile(await download(api));
      } catch (error) {
        showToast({ message: errorText(error), type: 'error' });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [api, showToast],
  );

  return { busy, start };
}

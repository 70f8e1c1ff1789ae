// §2/§7 a claim's explanation of benefits (members/eob/pdf/{objectId}), saved
// as a dated PDF (§9 MM-DD-YYYY, named by the server). No EOB object id →
// §8 'no EOB available'; a failed download is a §8 toast.
import { downloadEob, downloadFailureText, emptyFileMessage, isHttpError, usePdfDownload } from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { Button, VisuallyHidden, useToasts } from '@portal/ui-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface EobDownloadProps {
  spdc: Spdc;
  /** Absent while the claim has no EOB (pending, or an estimate). */
  objectId: string | undefined;
}

/** The server's 404 for an EOB it does not hold (not the 'Empty PDF' one). */
const isMissingEob = (error: unknown) => isHttpError(error) && error.status === 404 && error.serverMessage !== emptyFileMessage;

export function EobDownload({ spdc, objectId }: EobDownloadProps) {
  const { t } = useTranslation('claims');
  const { busy, start } = usePdfDownload();
  const { showToast } = useToasts();
  const missing = useRef(false);

  if (!objectId) return <p>{t('detail.eob.none')}</p>;

  const download = () => {
    missing.current = false;
    void start(
      (api) =>
        downloadEob(api, { spdc, objectId }).catch((error: unknown) => {
          missing.current = isMissingEob(error);
          throw error;
        }),
      (failure) => {
        const message = missing.current
          ? t('detail.eob.none')
          : downloadFailureText(failure, {
              failed: t('detail.eob.failed'),
              unauthorized: t('detail.eob.unauthorized'),
              emptyPdf: t('notifications.emptyPdf', { ns: 'i18n' }),
            });
        showToast({ message, type: 'error' });
      },
    );
  };

  return (
    <>
      <Button variant="secondary" loading={busy} onClick={download}>
        {t('detail.eob.download')} {t('common.pdf')}
      </Button>
      {busy ? <VisuallyHidden role="status">{t('detail.eob.downloading')}</VisuallyHidden> : null}
    </>
  );
}

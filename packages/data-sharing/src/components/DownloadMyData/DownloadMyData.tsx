// /profile "Download my data": one button, two files — the FHIR R4 Bundle
// (JSON) of everything the member may see and a PDF summary of the same —
// with a progress bar naming the file being prepared.
import { Alert, Button, Card, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMemberDataDownload } from '../../api/download-member-data.ts';

const Track = styled.div`
  width: 100%;
  max-width: 28rem;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
  transition: width 0.3s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface DownloadMyDataProps {
  /** Saves a downloaded file (default: the browser's download); tests pass a spy. */
  save?: Parameters<typeof useMemberDataDownload>[0];
}

export function DownloadMyData({ save }: DownloadMyDataProps = {}) {
  const { t } = useTranslation('data-sharing');
  const download = useMemberDataDownload(save);
  const busy = download.step === 'bundle' || download.step === 'summary';
  const stepText = busy ? t(`download.${download.step}`) : undefined;
  return (
    <Card title={t('download.title')}>
      <Stack gap="md" align="flex-start">
        <p>{t('download.intro')}</p>
        <Button loading={busy} disabled={busy} onClick={() => void download.start()}>
          {t('download.button')}
        </Button>
        {busy ? (
          <Stack gap="xs">
            <Track role="progressbar" aria-label={t('download.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={download.percent} aria-valuetext={stepText}>
              <Fill style={{ width: `${download.percent}%` }} />
            </Track>
            <span>{stepText}</span>
          </Stack>
        ) : null}
        <div aria-live="polite">
          {download.step === 'done' ? <Alert type="success">{t('download.done')}</Alert> : null}
          {download.step === 'failed' ? <Alert type="error">{t('download.failed')}</Alert> : null}
        </div>
      </Stack>
    </Card>
  );
}

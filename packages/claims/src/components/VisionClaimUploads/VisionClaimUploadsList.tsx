// The member's list of the claims they uploaded and their
// status — newest first, with the date a decision is expected by (§9 vision
// claims take 7 to 10 business days). Loading, empty and error states.
import type { UploadedVisionClaim } from '@portal/api-client';
import { formatIsoDate, properCaseName, type Spdc } from '@portal/core';
import { RetryAlert, Spinner, Stack, Table } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useVisionClaimUploads } from '../../api/get-vision-claim-uploads.ts';
import { localIsoDate } from '../../lib/local-iso-date.ts';

export interface VisionClaimUploadsListProps {
  spdc: Spdc;
}

const FileNames = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-wrap: anywhere;
`;

/** The day a submission was received, in the member's time zone, as MM/DD/YYYY. */
function submittedDay(submittedAt: string): string {
  const date = new Date(submittedAt);
  return Number.isNaN(date.getTime()) ? '' : formatIsoDate(localIsoDate(date));
}

export function VisionClaimUploadsTable({ uploads }: { uploads: readonly UploadedVisionClaim[] }) {
  const { t } = useTranslation('claims');
  const columns = [
    { key: 'submitted', header: t('upload.submitted.columns.submitted') },
    { key: 'patient', header: t('upload.submitted.columns.patient') },
    { key: 'files', header: t('upload.submitted.columns.files') },
    { key: 'status', header: t('upload.submitted.columns.status') },
    { key: 'expected', header: t('upload.submitted.columns.expected') },
  ];
  const rows = uploads.map((upload) => ({
    id: upload.uploadId,
    cells: {
      submitted: submittedDay(upload.submittedAt),
      patient: properCaseName(upload.patientName),
      files: (
        <FileNames>
          {upload.files.map((file, index) => (
            <li key={`${file.fileName}-${index}`}>{file.fileName}</li>
          ))}
        </FileNames>
      ),
      status: t(`upload.submitted.status.${upload.status}`),
      expected: formatIsoDate(upload.expectedDecisionBy),
    },
  }));
  return <Table caption={t('upload.submitted.caption')} captionHidden columns={columns} rows={rows} emptyText={t('upload.submitted.empty')} />;
}

export function VisionClaimUploadsList({ spdc }: VisionClaimUploadsListProps) {
  const { t } = useTranslation('claims');
  const uploads = useVisionClaimUploads(spdc);
  return (
    <Stack gap="md" as="section" aria-labelledby="vision-claim-uploads-title">
      <h2 id="vision-claim-uploads-title">{t('upload.submitted.title')}</h2>
      {uploads.isPending ? <Spinner label={t('upload.submitted.loading')} labelVisible /> : null}
      {uploads.isError ? <RetryAlert message={t('upload.submitted.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void uploads.refetch()} /> : null}
      {uploads.data ? <VisionClaimUploadsTable uploads={uploads.data} /> : null}
    </Stack>
  );
}

// §2 vision claim submission at /claims/vision/submit (?coverage= names the
// vision line): choose one patient, add files, submit; below, the claims the
// member already submitted on the line and their status.
import { routes } from '@portal/core';
import { usePatients, type Coverage } from '@portal/api-client';
import { Alert, RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { VisionClaimUploadForm } from '../components/VisionClaimUploadForm/VisionClaimUploadForm.tsx';
import { visionClaimLines } from '../components/VisionClaimUploadForm/vision-lines.ts';
import { VisionClaimUploadsList } from '../components/VisionClaimUploads/VisionClaimUploadsList.tsx';
import { useMemberLines } from './use-member-lines.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

function VisionLineClaim({ line }: { line: Coverage }) {
  const { t } = useTranslation('claims');
  const patients = usePatients(line.spdc);
  return (
    <Stack gap="xl">
      <section aria-labelledby="vision-claim-form-title">
        <Stack gap="md">
          <h2 id="vision-claim-form-title">{t('upload.formTitle')}</h2>
          {patients.isPending ? <Spinner label={t('upload.patientsLoading')} labelVisible /> : null}
          {patients.isError ? <RetryAlert message={t('upload.patientsFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void patients.refetch()} /> : null}
          {patients.data && patients.data.patients.length === 0 ? <Alert type="info">{t('upload.noPatients')}</Alert> : null}
          {patients.data && patients.data.patients.length > 0 ? (
            // A new line is a new form: nothing chosen for one plan carries over to another.
            <VisionClaimUploadForm key={line.key} spdc={line.spdc} patients={patients.data.patients} />
          ) : null}
        </Stack>
      </section>
      {/* Below the form once it has its patients: under the one-line spinner, the list would be pushed down when the form comes (layout shift). */}
      {patients.isPending ? null : <VisionClaimUploadsList spdc={line.spdc} />}
    </Stack>
  );
}

export function VisionClaimUploadPage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const [searchParams, setSearchParams] = useSearchParams();
  const { lines, line, loading, failed, retry } = useMemberLines(visionClaimLines, searchParams.get('coverage'));
  const backTo = line ? `${routes.claims}?${new URLSearchParams({ coverage: line.key }).toString()}` : routes.claims;
  const lineLabel = (coverage: Coverage) =>
    t('upload.planOption', { sponsor: coverage.planSponsorName, line: t('kind.vision'), key: coverage.key });

  return (
    <Stack gap="lg">
      <Link to={backTo}>{t('upload.backToClaims')}</Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('upload.title')}
      </h1>
      <p>{t('upload.intro')}</p>
      {loading ? <Spinner label={t('upload.loading')} labelVisible /> : null}
      {failed ? <RetryAlert message={t('upload.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={retry} /> : null}
      {!loading && !failed && !line ? (
        <Alert type="info" title={t('upload.notAvailableTitle')}>
          {t('upload.notAvailable')}
        </Alert>
      ) : null}
      {line ? (
        <>
          {lines.length > 1 ? (
            <Select
              label={t('upload.plan')}
              name="coverage"
              value={line.key}
              options={lines.map((coverage) => ({ value: coverage.key, label: lineLabel(coverage) }))}
              onChange={(event) => setSearchParams({ coverage: event.target.value })}
            />
          ) : (
            <p>
              <strong>{t('upload.plan')}:</strong> {lineLabel(line)}
            </p>
          )}
          <VisionLineClaim line={line} />
        </>
      ) : null}
    </Stack>
  );
}

// §2 /pretreatment-estimate "submit pretreatment estimate info": what an
// estimate is and how to get one (§9 valid 12 months), the member's
// estimates with their expiry, and the form that asks for one. One
// Idempotency-Key per set of values: a retry or a double click is one request.
import { usePatients, type Coverage } from '@portal/api-client';
import { Alert, RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubmitPretreatmentEstimateRequest } from '../api/submit-pretreatment-estimate-request.ts';
import { useIdempotencyKey } from '../api/use-idempotency-key.ts';
import { dentalLines } from '../components/PretreatmentEstimates/dental-lines.ts';
import { PretreatmentEstimatesList } from '../components/PretreatmentEstimates/PretreatmentEstimatesList.tsx';
import { PretreatmentEstimateForm } from '../forms/PretreatmentEstimateForm/PretreatmentEstimateForm.tsx';
import type { PretreatmentEstimateInput } from '../forms/pretreatment-estimate-schema.ts';
import { useMemberLines } from './use-member-lines.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

function PretreatmentExplained() {
  const { t } = useTranslation('claims');
  return (
    <>
      <section aria-labelledby="pretreatment-what">
        <Stack gap="sm">
          <h2 id="pretreatment-what">{t('pretreatment.what.title')}</h2>
          <p>{t('pretreatment.what.body')}</p>
          <p>{t('pretreatment.what.notGuarantee')}</p>
        </Stack>
      </section>
      <section aria-labelledby="pretreatment-how">
        <Stack gap="sm">
          <h2 id="pretreatment-how">{t('pretreatment.how.title')}</h2>
          <ol>
            <li>{t('pretreatment.how.step1')}</li>
            <li>{t('pretreatment.how.step2')}</li>
            <li>{t('pretreatment.how.step3')}</li>
          </ol>
          <p>
            <strong>{t('pretreatment.how.validity')}</strong>
          </p>
        </Stack>
      </section>
    </>
  );
}

function RequestForm({ line }: { line: Coverage }) {
  const { t } = useTranslation('claims');
  const patients = usePatients(line.spdc);
  const submitRequest = useSubmitPretreatmentEstimateRequest();
  const keyFor = useIdempotencyKey();
  const submit = (input: PretreatmentEstimateInput) => {
    const request = { ...input, spdc: line.spdc };
    return submitRequest.mutateAsync({ ...request, idempotencyKey: keyFor(JSON.stringify(request)) });
  };
  if (patients.isPending) return <Spinner label={t('pretreatment.form.patientsLoading')} labelVisible />;
  if (patients.isError) return <RetryAlert message={t('pretreatment.form.patientsFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void patients.refetch()} />;
  return <PretreatmentEstimateForm key={line.key} patients={patients.data.patients} onSubmit={submit} />;
}

export function PretreatmentEstimatePage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const [searchParams, setSearchParams] = useSearchParams();
  const { lines, line, features, loading, failed, retry } = useMemberLines(dentalLines, searchParams.get('coverage'));
  // The estimates are dental claims of type Estimate: listed where dental claims are on (§3 features).
  const showEstimates = features?.memberDentalFeatures.claims ?? false;
  const lineLabel = (coverage: Coverage) => t('pretreatment.estimates.planOption', { sponsor: coverage.planSponsorName, key: coverage.key });

  return (
    <Stack gap="xl">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('pretreatment.title')}
      </h1>
      <PretreatmentExplained />
      <section aria-labelledby="pretreatment-estimates">
        <Stack gap="md">
          <h2 id="pretreatment-estimates">{t('pretreatment.estimates.title')}</h2>
          {loading ? <Spinner label={t('pretreatment.estimates.loading')} labelVisible /> : null}
          {failed ? <RetryAlert message={t('pretreatment.estimates.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={retry} /> : null}
          {!loading && !failed && !line ? <Alert type="info">{t('pretreatment.estimates.noDentalPlan')}</Alert> : null}
          {line && lines.length > 1 ? (
            <Select
              label={t('pretreatment.estimates.plan')}
              name="coverage"
              value={line.key}
              options={lines.map((coverage) => ({ value: coverage.key, label: lineLabel(coverage) }))}
              onChange={(event) => setSearchParams({ coverage: event.target.value }, { replace: true })}
            />
          ) : null}
          {line && lines.length === 1 ? (
            <p>
              <strong>{t('pretreatment.estimates.plan')}:</strong> {lineLabel(line)}
            </p>
          ) : null}
          {line && showEstimates ? <PretreatmentEstimatesList spdc={line.spdc} coverageKey={line.key} /> : null}
          {line && !showEstimates ? <p>{t('pretreatment.estimates.notOnline')}</p> : null}
        </Stack>
      </section>
      {line ? (
        <section aria-labelledby="pretreatment-form-title">
          <RequestForm line={line} />
        </section>
      ) : null}
    </Stack>
  );
}

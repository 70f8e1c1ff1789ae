// §2 /dce/completed (guarded): the estimate just made, kept across a reload
// (the result only, in sessionStorage; never the estimator token). Opened
// directly, or with an estimate made for a line that is not this member's,
// it says there is nothing to show and offers to start one.
import { useMembers } from '@portal/api-client';
import { routes } from '@portal/core';
import { Alert, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DceEstimateResult } from '../components/DceEstimateResult/DceEstimateResult.tsx';
import { clearDentalCostEstimate, loadDentalCostEstimate } from '../components/DceEstimator/dce-result-storage.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

export function DceCompletedPage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const [saved] = useState(loadDentalCostEstimate);
  const members = useMembers();
  const ownLine = members.data?.coverages.some((coverage) => coverage.key === saved?.coverageKey) ?? false;
  const foreign = saved !== undefined && members.data !== undefined && !ownLine;

  // An estimate left in this tab by someone else's session is not shown, and not kept.
  useEffect(() => {
    if (foreign) clearDentalCostEstimate();
  }, [foreign]);

  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('dce.result.title')}
      </h1>
      {saved && members.isPending ? <Spinner label={t('dce.loading')} labelVisible /> : null}
      {saved && members.isError ? <RetryAlert message={t('dce.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void members.refetch()} /> : null}
      {saved && ownLine ? <DceEstimateResult estimate={saved.estimate} patientName={saved.patientName} estimatedOn={saved.estimatedOn} /> : null}
      {!saved || foreign ? (
        <Alert type="info" title={t('dce.result.none')}>
          <Stack gap="sm" align="flex-start">
            {t('dce.result.noneHelp')}
            <Link to={routes.dceHome}>{t('dce.start')}</Link>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

// §2 /claims/:claimNumber?coverage=…(&isEstimate=true): one claim or
// pretreatment estimate of the line. A claim that is not the member's is a
// 404: a plain "we could not find this claim" with the way back, and nothing
// of the link echoed.
import { isHttpError } from '@portal/api-client';
import type { Spdc } from '@portal/core';
import { Alert, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useClaimDetail } from '../api/get-claim-detail.ts';
import { ClaimDetailView } from '../components/ClaimDetail/ClaimDetailView.tsx';
import { backToListPath, isClaimNumber, readClaimDetailQuery } from '../lib/claim-detail-link.ts';
import { claimsCoverages } from '../lib/claims-coverages.ts';
import { useMemberLines } from './use-member-lines.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

/** The line the link names; a link without one (typed by hand) opens under the member's first line with claims. */
function useClaimSpdc(named: Spdc | null): { spdc: Spdc | null; loading: boolean; failed: boolean; retry: () => void } {
  const fallback = useMemberLines(claimsCoverages, null, { enabled: named === null });
  if (named) return { spdc: named, loading: false, failed: false, retry: () => undefined };
  return { spdc: fallback.line?.spdc ?? null, loading: fallback.loading, failed: fallback.failed, retry: fallback.retry };
}

function NotFound({ backPath }: { backPath: string }) {
  const { t } = useTranslation('claims');
  return (
    <Alert type="info" title={t('detail.notFound')}>
      <Stack gap="sm" align="flex-start">
        <p>{t('detail.notFoundHelp')}</p>
        <Link to={backPath}>{t('detail.back')}</Link>
      </Stack>
    </Alert>
  );
}

export function ClaimDetailPage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const { claimNumber } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => readClaimDetailQuery(searchParams), [searchParams]);
  const line = useClaimSpdc(query.spdc);
  const validNumber = isClaimNumber(claimNumber);
  const detail = useClaimDetail(
    validNumber && line.spdc ? { claimNumber, isEstimate: query.isEstimate, spdc: line.spdc } : null,
  );
  const backPath = backToListPath(location.state, query.coverage);

  const notFound =
    !validNumber || (!line.loading && !line.failed && !line.spdc) || (detail.isError && isHttpError(detail.error) && detail.error.status === 404);
  const failed = !notFound && (line.failed || detail.isError);
  const loading = !notFound && !failed && (line.loading || detail.isPending);
  return (
    <Stack gap="lg">
      <p>
        <Link to={backPath}>{t('detail.back')}</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t(query.isEstimate ? 'detail.titleEstimate' : 'detail.title')}
      </h1>
      {loading ? <Spinner label={t('detail.loading')} labelVisible /> : null}
      {notFound ? <NotFound backPath={backPath} /> : null}
      {failed ? (
        <RetryAlert message={t('list.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => (line.failed ? line.retry() : void detail.refetch())} />
      ) : null}
      {detail.data && line.spdc && !notFound && !failed ? <ClaimDetailView detail={detail.data} spdc={line.spdc} /> : null}
    </Stack>
  );
}

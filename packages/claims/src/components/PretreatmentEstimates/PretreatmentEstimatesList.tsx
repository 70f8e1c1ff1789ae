// §2 pretreatment estimates of a dental line with their expiry (§9 valid 12
// months), the newest first, each linked to its detail (?isEstimate=true).
// The list is the claims list filtered to type Estimate, paged by the server.
import type { ClaimSummary } from '@portal/api-client';
import { formatIsoDate, properCaseName, routes, type Spdc } from '@portal/core';
import { RetryAlert, Spinner, Stack, Table, type TableColumn } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { claimsPageSize, useClaims } from '../../api/get-claims.ts';
import { claimDetailLink } from '../../lib/claim-detail-link.ts';
import { claimsListSearch, defaultClaimsListQuery } from '../../lib/claims-list-query.ts';
import { localIsoDate } from '../../lib/local-iso-date.ts';
import { estimateValidUntil, isExpired } from './estimate-validity.ts';

export interface PretreatmentEstimatesListProps {
  spdc: Spdc;
  /** The line's member key, for the links to the detail and the full list. */
  coverageKey: string;
  /** For tests: today as yyyy-mm-dd. */
  today?: string;
}

function useValidityText(today: string) {
  const { t } = useTranslation('claims');
  return (claim: ClaimSummary) => {
    const until = estimateValidUntil(claim.processedDate);
    if (!until) return t('pretreatment.estimates.notProcessed');
    return isExpired(until, today) ? t('pretreatment.estimates.expired', { date: formatIsoDate(until) }) : formatIsoDate(until);
  };
}

export function PretreatmentEstimatesTable({ estimates, coverageKey, today }: { estimates: readonly ClaimSummary[]; coverageKey: string; today: string }) {
  const { t } = useTranslation('claims');
  const validity = useValidityText(today);
  const columns: TableColumn[] = [
    { key: 'patient', header: t('pretreatment.estimates.columns.patient') },
    { key: 'serviceDate', header: t('pretreatment.estimates.columns.serviceDate') },
    { key: 'provider', header: t('pretreatment.estimates.columns.provider') },
    { key: 'claimNumber', header: t('pretreatment.estimates.columns.claimNumber') },
    { key: 'status', header: t('pretreatment.estimates.columns.status') },
    { key: 'validUntil', header: t('pretreatment.estimates.columns.validUntil') },
  ];
  const rows = estimates.map((estimate) => ({
    id: estimate.claimNumber,
    cells: {
      patient: properCaseName(estimate.patientName),
      serviceDate: formatIsoDate(estimate.serviceDate),
      provider: estimate.providerName,
      claimNumber: <Link to={claimDetailLink(estimate, coverageKey)}>{estimate.claimNumber}</Link>,
      status: t(`status.${estimate.status}`),
      validUntil: validity(estimate),
    },
  }));
  return (
    <Table caption={t('pretreatment.estimates.caption')} captionHidden columns={columns} rows={rows} emptyText={t('pretreatment.estimates.empty')} />
  );
}

export function PretreatmentEstimatesList({ spdc, coverageKey, today = localIsoDate() }: PretreatmentEstimatesListProps) {
  const { t } = useTranslation('claims');
  const estimates = useClaims({ spdc, claimType: 'estimate', page: 1 });
  const paging = estimates.data?.paging;
  const allEstimates = `${routes.claims}${claimsListSearch({ ...defaultClaimsListQuery, coverage: coverageKey, type: 'estimate' })}`;
  return (
    <Stack gap="md">
      {estimates.isPending ? <Spinner label={t('pretreatment.estimates.loading')} labelVisible /> : null}
      {estimates.isError ? <RetryAlert message={t('pretreatment.estimates.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void estimates.refetch()} /> : null}
      {estimates.data && !estimates.isError ? (
        <PretreatmentEstimatesTable estimates={estimates.data.claims} coverageKey={coverageKey} today={today} />
      ) : null}
      {paging && paging.totalCount > claimsPageSize ? (
        <p>
          {t('pretreatment.estimates.more', { shown: estimates.data?.claims.length ?? 0, total: paging.totalCount })}{' '}
          <Link to={allEstimates}>{t('pretreatment.estimates.allClaims')}</Link>
        </p>
      ) : null}
    </Stack>
  );
}

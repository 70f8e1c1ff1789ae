// §2 /claims: the claims of one coverage line (?coverage=sub-pol-div-cert;
// without it the member's first line with claims), filtered by patient, type
// and date range and paged by the server at the rows per page the member
// chose. Filters, page and rows per page live in the URL query, so
// back/forward and a shared link restore them. A patient
// chosen on a dental line also gets their dental work by tooth.
import { usePatients } from '@portal/api-client';
import { properCaseName, routes } from '@portal/core';
import { Alert, Card, RetryAlert, Spinner, Stack } from '@portal/ui-kit';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useClaims } from '../api/get-claims.ts';
import { ClaimFilters } from '../components/ClaimFilters/ClaimFilters.tsx';
import { ClaimsCoverage } from '../components/ClaimsCoverage/ClaimsCoverage.tsx';
import { ClaimsTable } from '../components/ClaimsTable/ClaimsTable.tsx';
import { HouseholdClaimsNotice } from '../components/HouseholdClaimsNotice/HouseholdClaimsNotice.tsx';
import { Pagination } from '../components/Pagination/Pagination.tsx';
import { PatientToothHistory } from '../components/PatientToothHistory/PatientToothHistory.tsx';
import { RowsPerPage } from '../components/Pagination/RowsPerPage.tsx';
import { claimDetailLink, type ClaimDetailLinkState } from '../lib/claim-detail-link.ts';
import { claimsCoverages, type ClaimsCoverage as Coverage } from '../lib/claims-coverages.ts';
import {
  claimsListSearch,
  claimsPageSizes,
  readClaimsListQuery,
  withCoverage,
  withFilter,
  withPageSize,
  type ClaimsListQuery,
} from '../lib/claims-list-query.ts';
import { useMemberLines } from './use-member-lines.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

// Paging and rows per page share the row under the table; at 375 px they stack.
const PagingBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

interface CoverageClaimsProps {
  coverage: Coverage;
  choices: readonly Coverage[];
  query: ClaimsListQuery;
  /** Shows the list `update` makes of the latest query asked for (the URL may not have caught up yet). */
  show: (update: (current: ClaimsListQuery) => ClaimsListQuery, options?: { replace?: boolean }) => void;
  submitVisionClaim: boolean;
}

function CoverageClaims({ coverage, choices, query, show, submitVisionClaim }: CoverageClaimsProps) {
  const { t } = useTranslation('claims');
  const location = useLocation();
  const patients = usePatients(coverage.spdc);
  // The type filter is for dental lines (§2 Dental, Ortho, Estimate).
  const type = coverage.hasDental ? query.type : null;
  const claims = useClaims({
    spdc: coverage.spdc,
    ...(query.patient ? { claimant: query.patient } : {}),
    ...(type ? { claimType: type } : {}),
    ...(query.range === 'allTime' ? {} : { dateRange: query.range }),
    page: query.page,
    pageSize: query.size,
  });
  const paging = claims.data?.paging;
  // A patient chosen on a dental line gets their work by tooth below the list.
  const toothChartPatient = coverage.hasDental && query.patient ? patients.data?.patients.find((item) => item.claimant === query.patient) : undefined;

  // A page past the end (a shared link to a list that has since shrunk) shows the last page.
  useEffect(() => {
    if (!claims.isPlaceholderData && paging && paging.totalPages > 0 && query.page > paging.totalPages) {
      show((current) => ({ ...current, page: paging.totalPages }), { replace: true });
    }
  }, [claims.isPlaceholderData, paging, query, show]);

  // Whatever the member changes, the URL names the line shown, so a shared link opens the same list.
  const showHere = (update: (current: ClaimsListQuery) => ClaimsListQuery) => show((current) => ({ ...update(current), coverage: coverage.key }));
  const linkState: ClaimDetailLinkState = { listSearch: location.search };
  return (
    <Stack gap="lg">
      <ClaimsCoverage choices={choices} selected={coverage} onSelect={(key) => show((current) => withCoverage(current, key))} />
      {submitVisionClaim && coverage.hasVision ? (
        <p>
          <Link to={`${routes.visionClaimSubmit}?${new URLSearchParams({ coverage: coverage.key }).toString()}`}>{t('list.submitVisionClaim')}</Link>
        </p>
      ) : null}
      <ClaimFilters
        patients={patients.data?.patients ?? []}
        showType={coverage.hasDental}
        patient={query.patient}
        type={type}
        range={query.range}
        onChange={(change) => showHere((current) => withFilter(current, change))}
      />
      {claims.isPending ? <Spinner label={t('list.loading')} labelVisible /> : null}
      {claims.isError ? <RetryAlert message={t('list.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void claims.refetch()} /> : null}
      {claims.data && !claims.isError ? (
        <Card busyLabel={claims.isPlaceholderData ? t('list.updating') : undefined}>
          <Stack gap="md">
            <ClaimsTable
              claims={claims.data.claims}
              detailPath={(claim) => claimDetailLink(claim, coverage.key)}
              linkState={linkState}
              emptyText={t('list.empty')}
              busy={claims.isPlaceholderData}
            />
            {/* Rows per page only where a choice changes what shows: more claims than the smallest page. */}
            {paging && paging.totalCount > claimsPageSizes[0] ? (
              <PagingBar>
                {paging.totalPages > 1 ? (
                  <Pagination
                    page={Math.min(query.page, paging.totalPages)}
                    totalPages={paging.totalPages}
                    totalCount={paging.totalCount}
                    pageSize={query.size}
                    onPageChange={(page) => showHere((current) => ({ ...current, page }))}
                  />
                ) : null}
                <RowsPerPage size={query.size} onSizeChange={(size) => showHere((current) => withPageSize(current, size))} />
              </PagingBar>
            ) : null}
          </Stack>
        </Card>
      ) : null}
      {toothChartPatient ? (
        <PatientToothHistory
          key={toothChartPatient.claimant}
          spdc={coverage.spdc}
          claimant={toothChartPatient.claimant}
          patientName={properCaseName(toothChartPatient.name)}
        />
      ) : null}
    </Stack>
  );
}

export function ClaimsPage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readClaimsListQuery(searchParams), [searchParams]);
  const { lines: choices, line: coverage, features, loading, failed, retry } = useMemberLines(claimsCoverages, query.coverage);
  // Two changes in a row (a type, then a range) come before the page renders the first one's URL, so each builds
  // on the query last asked for, not on the one this render read: else the second change would undo the first.
  const asked = useRef<ClaimsListQuery | null>(null);
  useEffect(() => {
    asked.current = null; // the URL has caught up
  }, [searchParams]);
  const show = useCallback(
    (update: (current: ClaimsListQuery) => ClaimsListQuery, options?: { replace?: boolean }) => {
      const next = update(asked.current ?? query);
      asked.current = next;
      setSearchParams(claimsListSearch(next), options);
    },
    [query, setSearchParams],
  );
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('list.title')}
      </h1>
      {/* What the page is for, shown from the first paint on (the signed-in frame has it too). */}
      <p>{t('list.intro')}</p>
      {loading && !failed ? <Spinner label={t('list.loading')} labelVisible /> : null}
      {failed ? <RetryAlert message={t('list.unavailable')} retryLabel={t('common.tryAgain')} onRetry={retry} /> : null}
      {!loading && !failed && !coverage ? <Alert type="info">{t('list.noCoverage')}</Alert> : null}
      {coverage && features ? (
        <CoverageClaims
          key={coverage.key}
          coverage={coverage}
          choices={choices}
          query={query}
          show={show}
          submitVisionClaim={features.memberVision && features.memberVisionFeatures.submitClaim}
        />
      ) : null}
      {/* Below the list: it answers after the list, and above it would push the list down (CLS). */}
      <HouseholdClaimsNotice />
    </Stack>
  );
}

// /csr (§2, §6): customer service's SPDC search. Only CSR users reach it;
// anyone else goes to the dashboard. The form stays on screen with what was
// typed whatever the answer, so a failed or empty search is corrected in place.
import { useApi, type CsrMemberSearch, type CsrMemberSearchInput } from '@portal/api-client';
import { useAuthStore } from '@portal/auth';
import { formatSpdc, routes } from '@portal/core';
import { Alert, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useSearchMembersForCsr } from '../api/search-members-for-csr.ts';
import { CsrSearchResults } from '../components/CsrSearchResults/CsrSearchResults.tsx';
import { CsrSearchForm } from '../forms/CsrSearchForm/CsrSearchForm.tsx';
import { searchFailureText } from '../lib/search-failure-text.ts';
import { useWorkOnMember } from '../lib/use-work-on-member.ts';

interface Answered {
  criteria: CsrMemberSearchInput;
  result: CsrMemberSearch;
}

function CsrSearchScreen() {
  const { t } = useTranslation('csr');
  const { subsidiary } = useApi();
  const isAdmin = useAuthStore((s) => s.isAdmin);
  // The member token ran out and could not be renewed: the CSR is back here and is told why.
  const accessExpired = useAuthStore((s) => s.actingError?.kind === 'expired');
  const search = useSearchMembersForCsr();
  const workOn = useWorkOnMember();
  const [answered, setAnswered] = useState<Answered | null>(null);

  const onSubmit = async (criteria: CsrMemberSearchInput) => {
    workOn.reset();
    try {
      const result = await search.mutateAsync(criteria);
      setAnswered({ criteria, result });
    } catch {
      // The failure shows from the mutation's state; the last answer goes, so it is never taken for this search's.
      setAnswered(null);
    }
  };

  return (
    <Stack gap="lg">
      <h1>{t('search.title')}</h1>
      <p>{t('search.intro')}</p>
      {accessExpired ? <Alert type="info">{t('search.memberAccessExpired')}</Alert> : null}
      <CsrSearchForm partner={subsidiary} onSubmit={onSubmit} />
      <section aria-label={t('results.title')}>
        {search.isError ? (
          <Alert type="error">
            {searchFailureText(search.error, t)}
          </Alert>
        ) : null}
        {workOn.isError ? (
          <Alert type="error">
            {t('results.actOnFailed')}
          </Alert>
        ) : null}
        {answered && !search.isError ? (
          <CsrSearchResults
            matches={answered.result.matches}
            searchInfo={answered.result.searchInfo}
            spdcLabel={formatSpdc(answered.criteria.spdc)}
            isAdmin={isAdmin}
            openingMemberKey={workOn.isPending ? (workOn.variables?.memberKey ?? null) : null}
            onWorkOn={(match) => workOn.mutate(match)}
          />
        ) : null}
      </section>
    </Stack>
  );
}

export function CsrSearchPage() {
  const isCSR = useAuthStore((s) => s.isCSR);
  // The shell's guard waits for the session too; this keeps a restoring CSR from being sent away.
  const restoring = useAuthStore((s) => s.loading);
  if (restoring) return null;
  if (!isCSR) return <Navigate to={routes.dashboard} replace />;
  return <CsrSearchScreen />;
}

// §2 /dce/home (public): what the dental cost estimator does; a signed-in
// member starts it (the estimator token is fetched with the dental line's
// ppoCode, §3 T-GR-PPO-CD), picks a patient and procedures, and lands on
// /dce/completed with the result. ?office= prices it at an office of the
// member's network chosen in find care. A signed-out visitor reads the explanation
// and gets a Sign in button: no member call is made, so nothing answers 401.
import { useMembers, usePatients, type Coverage } from '@portal/api-client';
import { useAuth, useAuthStore } from '@portal/auth';
import { routes } from '@portal/core';
import { Alert, Button, RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { saveDentalCostEstimate } from '../components/DceEstimator/dce-result-storage.ts';
import { DceEstimator } from '../components/DceEstimator/DceEstimator.tsx';
import { EstimateOffice } from '../components/DceEstimator/EstimateOffice.tsx';
import { estimatorLines } from '../components/PretreatmentEstimates/dental-lines.ts';
import { localIsoDate } from '../lib/local-iso-date.ts';
import { useMemberLines } from './use-member-lines.ts';
import { usePageHeadingFocus } from './use-page-heading-focus.ts';

function SignInPrompt() {
  const { t, i18n } = useTranslation('claims');
  const { signIn } = useAuth();
  return (
    <Stack gap="sm" align="flex-start">
      <p>{t('dce.signedOut')}</p>
      <Button onClick={() => void signIn({ returnTo: routes.dceHome, language: i18n.language })}>{t('dce.signIn')}</Button>
    </Stack>
  );
}

function LineEstimator({ line, officeId }: { line: Coverage; officeId: string | undefined }) {
  const { t } = useTranslation('claims');
  const navigate = useNavigate();
  const patients = usePatients(line.spdc);
  const memberZip = useMembers().data?.member.address.zip;
  if (patients.isPending) return <Spinner label={t('dce.loading')} labelVisible />;
  if (patients.isError) return <RetryAlert message={t('dce.form.patientsFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void patients.refetch()} />;
  return (
    <DceEstimator
      key={line.key}
      ppoCode={line.groupPpoCode}
      patients={patients.data.patients}
      {...(officeId ? { officeId } : {})}
      office={<EstimateOffice officeId={officeId} {...(memberZip ? { zip: memberZip } : {})} />}
      onEstimated={(estimate, patient) => {
        saveDentalCostEstimate({ coverageKey: line.key, patientName: patient.name, estimatedOn: localIsoDate(), estimate });
        void navigate(routes.dceCompleted);
      }}
    />
  );
}

function MemberEstimator() {
  const { t } = useTranslation('claims');
  const [searchParams, setSearchParams] = useSearchParams();
  // Back from find care's "See prices here" with an office: the estimator opens at once, priced there.
  const officeParam = searchParams.get('office');
  const officeId = officeParam && /^[0-9]{10}$/.test(officeParam) ? officeParam : undefined;
  const [started, setStarted] = useState(officeId !== undefined);
  const { lines, line, loading, failed, retry } = useMemberLines(estimatorLines, searchParams.get('coverage'));
  if (loading) return <Spinner label={t('dce.loading')} labelVisible />;
  if (failed) return <RetryAlert message={t('dce.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={retry} />;
  if (!line) return <Alert type="info">{t('dce.noDentalPlan')}</Alert>;
  return (
    <Stack gap="lg">
      {lines.length > 1 ? (
        <Select
          label={t('dce.plan')}
          name="coverage"
          value={line.key}
          options={lines.map((coverage) => ({ value: coverage.key, label: t('dce.planOption', { sponsor: coverage.planSponsorName, key: coverage.key }) }))}
          onChange={(event) => setSearchParams({ coverage: event.target.value, ...(officeId ? { office: officeId } : {}) }, { replace: true })}
        />
      ) : null}
      {started ? (
        <LineEstimator line={line} officeId={officeId} />
      ) : (
        <div>
          <Button onClick={() => setStarted(true)}>{t('dce.start')}</Button>
        </div>
      )}
    </Stack>
  );
}

export function DceHomePage() {
  const { t } = useTranslation('claims');
  const headingRef = usePageHeadingFocus();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const checking = useAuthStore((state) => state.loading);
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('dce.title')}
      </h1>
      <p>{t('dce.intro')}</p>
      <section aria-labelledby="dce-steps">
        <h2 id="dce-steps">{t('dce.steps.title')}</h2>
        <ol>
          <li>{t('dce.steps.patient')}</li>
          <li>{t('dce.steps.procedures')}</li>
          <li>{t('dce.steps.estimate')}</li>
        </ol>
      </section>
      {isLoggedIn ? <MemberEstimator /> : checking ? <Spinner label={t('dce.checking')} labelVisible /> : <SignInPrompt />}
    </Stack>
  );
}

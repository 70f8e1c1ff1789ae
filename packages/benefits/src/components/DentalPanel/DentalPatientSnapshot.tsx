// The dental snapshot of one patient on the line: the patients come from
// members/patientDetails, the benefits from members/patientDetails/{claimant}.
import { usePatientBenefits, usePatients } from '@portal/api-client';
import { properCaseName, type Spdc } from '@portal/core';
import { RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DentalBenefitSnapshot } from '../DentalBenefitSnapshot/DentalBenefitSnapshot.tsx';
import { defaultClaimant } from './default-claimant.ts';

export function DentalPatientSnapshot({ spdc }: { spdc: Spdc }) {
  const { t } = useTranslation('benefits');
  const patients = usePatients(spdc);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = patients.data?.patients ?? [];
  const claimant = chosen ?? defaultClaimant(list);
  const benefits = usePatientBenefits(spdc, claimant);

  if (patients.isPending) return <Spinner label={t('patients.loading')} labelVisible />;
  if (patients.isError) return <RetryAlert message={t('patients.loadFailed')} retryLabel={t('common.tryAgain')} onRetry={() => void patients.refetch()} />;
  if (list.length === 0 || claimant === null) return <p>{t('patients.none')}</p>;

  return (
    <Stack gap="md">
      {list.length > 1 ? (
        <Select
          label={t('patients.choose')}
          name="patient"
          value={claimant}
          options={list.map((patient) => ({ value: patient.claimant, label: properCaseName(patient.name) }))}
          onChange={(event) => setChosen(event.target.value)}
        />
      ) : null}
      {benefits.isPending ? <Spinner label={t('snapshot.loading')} labelVisible /> : null}
      {benefits.isError ? <RetryAlert message={t('snapshot.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void benefits.refetch()} /> : null}
      {benefits.data ? <DentalBenefitSnapshot benefits={benefits.data.benefits} planYear={benefits.data.planYears[0]} /> : null}
    </Stack>
  );
}

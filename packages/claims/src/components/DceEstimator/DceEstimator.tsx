// The dental cost estimator itself (§2 leaves it unshown):
// choose the patient and the planned procedures, then Estimate. The
// estimator's token is fetched when it opens and never leaves the api layer.
import { dentalCostEstimateMaxProcedures, isHttpError, type DentalCostEstimate, type Patient } from '@portal/api-client';
import { properCaseName } from '@portal/core';
import { Alert, Button, RetryAlert, Select, Spinner, Stack } from '@portal/ui-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEstimateDentalCost } from '../../api/estimate-dental-cost.ts';
import { useDceProcedures } from '../../api/get-dce-procedures.ts';
import { ProcedurePicker } from './ProcedurePicker.tsx';

export interface DceEstimatorProps {
  /** Group PPO code of the dental line (§3 T-GR-PPO-CD). */
  ppoCode: string;
  patients: readonly Patient[];
  onEstimated: (estimate: DentalCostEstimate, patient: Patient) => void;
  /** Price the estimate at this office of the plan's network (find care); a typical practice's fees when absent. */
  officeId?: string;
  /** Says which office the prices are for, and how to choose one (composed by the page). */
  office?: ReactNode;
}

export function DceEstimator({ ppoCode, patients, onEstimated, officeId, office }: DceEstimatorProps) {
  const { t } = useTranslation('claims');
  const procedures = useDceProcedures(ppoCode);
  const estimate = useEstimateDentalCost();
  const [claimant, setClaimant] = useState(patients.length === 1 ? (patients[0]?.claimant ?? '') : '');
  const [chosen, setChosen] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const patient = patients.find((candidate) => candidate.claimant === claimant);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (!patient) {
      document.getElementsByName('claimant')[0]?.focus();
      return;
    }
    if (chosen.length === 0) {
      document.getElementsByName('procedureSearch')[0]?.focus();
      return;
    }
    estimate.mutate(
      { ppoCode, claimant: patient.claimant, procedureCodes: chosen, ...(officeId ? { officeId } : {}) },
      { onSuccess: (result) => onEstimated(result, patient) },
    );
  };

  if (procedures.isPending) return <Spinner label={t('dce.starting')} labelVisible />;
  if (procedures.isError) return <RetryAlert message={t('dce.unavailable')} retryLabel={t('common.tryAgain')} onRetry={() => void procedures.refetch()} />;

  return (
    <form noValidate onSubmit={submit} aria-labelledby="dce-form-title">
      <Stack gap="lg">
        <h2 id="dce-form-title">{t('dce.form.title')}</h2>
        {office}
        {estimate.isError ? (
          <Alert type="error">
            {isHttpError(estimate.error) && estimate.error.status === 400 && estimate.error.serverMessage ? estimate.error.serverMessage : t('dce.form.failed')}
          </Alert>
        ) : null}
        <Select
          name="claimant"
          label={t('dce.form.patient')}
          placeholder={t('dce.form.patientPlaceholder')}
          options={patients.map((candidate) => ({ value: candidate.claimant, label: properCaseName(candidate.name) }))}
          value={claimant}
          onChange={(event) => setClaimant(event.target.value)}
          error={patient ? undefined : t('dce.form.patientRequired')}
          forceError={checked}
          disabled={estimate.isPending}
        />
        <ProcedurePicker
          procedures={procedures.data}
          chosen={chosen}
          onChange={setChosen}
          maxProcedures={dentalCostEstimateMaxProcedures}
          error={checked && chosen.length === 0 ? t('dce.form.proceduresRequired') : undefined}
          disabled={estimate.isPending}
        />
        <div>
          <Button type="submit" loading={estimate.isPending}>
            {t('dce.form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

// For the dental claims of the selected patient, an accessible tooth
// diagram marking the teeth that had work. The claims list's rows carry
// no procedure lines, so the patient's work comes from its own call and
// shows on the tooth chart below the list; a claim's detail keeps its own.
import type { Spdc } from '@portal/core';
import { Card, RetryAlert, Spinner } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { usePatientToothHistory } from '../../api/get-patient-tooth-history.ts';
import { ToothChart } from '../ToothChart/ToothChart.tsx';

export interface PatientToothHistoryProps {
  /** The dental line of the list. */
  spdc: Spdc;
  /** The patient chosen in the list's filter (claimant number). */
  claimant: string;
  /** The patient, as the screen names them. */
  patientName: string;
}

export function PatientToothHistory({ spdc, claimant, patientName }: PatientToothHistoryProps) {
  const { t } = useTranslation('claims');
  const history = usePatientToothHistory({ spdc, claimant });
  return (
    <Card>
      {history.isPending ? <Spinner label={t('toothHistory.loading', { name: patientName })} labelVisible /> : null}
      {history.isError ? (
        <RetryAlert message={t('toothHistory.unavailable', { name: patientName })} retryLabel={t('common.tryAgain')} onRetry={() => void history.refetch()} />
      ) : null}
      {history.data ? <ToothChart work={history.data} patientName={patientName} headingLevel={2} /> : null}
    </Card>
  );
}

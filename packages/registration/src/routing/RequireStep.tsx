// §4: no step can be skipped. A step opened before the steps it needs (no
// referenceId yet, or an earlier step not done) sends the person to the first
// step not done. The state counts as ready once rehydrated (or after 5000 ms,
// §3); the decision is taken once on arrival, so a step that resets the state
// on its way out is not sent elsewhere.
import { Spinner } from '@portal/ui-kit';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { pathOfNextStep, stepsNeededBefore, type GuardedStep } from '../lib/registration-steps.ts';
import { useRegistrationStore, useRegistrationStoreReady } from '../state/registration-store.ts';

export interface RequireStepProps {
  step: GuardedStep;
  children: ReactNode;
}

export function RequireStep({ step, children }: RequireStepProps) {
  const { t } = useTranslation('registration');
  const ready = useRegistrationStoreReady();
  const stepDone = useRegistrationStore((state) => state.stepDone);
  const hasReference = useRegistrationStore((state) => state.referenceId !== null);
  const [admitted, setAdmitted] = useState(false);
  if (admitted) return children;
  if (!ready) return <Spinner label={t('loading')} labelVisible />;
  const allowed = hasReference && stepDone >= stepsNeededBefore[step];
  if (!allowed) return <Navigate to={pathOfNextStep(hasReference ? stepDone : 0)} replace />;
  setAdmitted(true);
  return children;
}

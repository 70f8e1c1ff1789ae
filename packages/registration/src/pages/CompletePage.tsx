// After step 5 (§2, §4): the paperless consent page, then completion —
// §8 'Your account was successfully created. Please sign in to continue.'
// and Sign in. Signing in forgets the registration, keeping only whether to
// open /paperless after the first sign-in (showEdeliveryPageOnLogin).
import { routes } from '@portal/core';
import { Alert, Button } from '@portal/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { PaperlessConsentForm } from '../forms/PaperlessConsentForm/PaperlessConsentForm.tsx';
import { useRegistrationStore } from '../state/registration-store.ts';

export function CompletePage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<'paperless' | 'done'>('paperless');

  const choosePaperless = (paperless: boolean) => {
    useRegistrationStore.getState().update({ showEdeliveryPageOnLogin: paperless });
    setPhase('done');
  };

  const signIn = () => {
    const { reset, showEdeliveryPageOnLogin } = useRegistrationStore.getState();
    reset({ showEdeliveryPageOnLogin });
    void navigate(routes.login);
  };

  if (phase === 'paperless') {
    return (
      <StepPage heading={t('complete.paperlessHeading')}>
        <PaperlessConsentForm onSubmit={choosePaperless} />
      </StepPage>
    );
  }
  return (
    <StepPage heading={t('complete.doneHeading')}>
      <Alert type="success">{t('notifications.accountCreated', { ns: 'i18n' })}</Alert>
      <div>
        <Button onClick={signIn}>{t('complete.signIn')}</Button>
      </div>
    </StepPage>
  );
}

// §1/§2: dependents cannot register yet. They see a thank-you page and may
// leave an email to hear when they can; once saved they return to
// registration home (§4). §8 'Unable to save dependent email' on failure,
// with the address still in the field.
import { routes } from '@portal/core';
import { useToasts } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSubmitDependentEmail } from '../../api/submit-dependent-email.ts';
import { CallFailureAlert } from '../../components/CallFailureAlert/CallFailureAlert.tsx';
import { StepPage } from '../../components/StepPage/StepPage.tsx';
import { DependentEmailForm } from '../../forms/DependentEmailForm/DependentEmailForm.tsx';
import type { DependentEmailValues } from '../../forms/email-schema.ts';
import { useCallFailure } from '../../lib/use-call-failure.ts';

export function DependentEmailStep() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const { showToast } = useToasts();
  const save = useSubmitDependentEmail();
  const { failure, clear, show } = useCallFailure();

  const submit = async ({ email }: DependentEmailValues) => {
    clear();
    try {
      await save.mutateAsync({ email: email.trim() });
      showToast({ message: t('dependent.saved'), type: 'success' });
      void navigate(routes.registration.register);
    } catch (error) {
      show(error, t('notifications.dependentEmailSaveFailed', { ns: 'i18n' }));
    }
  };

  return (
    <StepPage heading={t('dependent.heading')} intro={t('dependent.body')}>
      <CallFailureAlert message={failure.message} />
      <DependentEmailForm onSubmit={submit} />
      <p>
        <Link to={routes.registration.register}>{t('dependent.home')}</Link>
      </p>
    </StepPage>
  );
}

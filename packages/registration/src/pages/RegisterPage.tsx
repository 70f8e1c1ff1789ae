// /registration/register (§2): member or dependent. A member goes on to step 1
// (find you) on the same route; so does a dependent (adult dependents register
// an account of their own, beyond §1's "no access yet"), whose step 1 looks
// among the dependents on a policy. A dependent under 18, or one who cannot
// register yet, reaches the thank-you page with the email form
// (?as=dependent&notify=1). The choice is kept in the URL, so back and forward
// move between them. A signed-in person connecting a policy (mode 'connect')
// is a member: straight to step 1.
import { routes } from '@portal/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { RegistrantChoiceForm } from '../forms/RegistrantChoiceForm/RegistrantChoiceForm.tsx';
import { useRegistrationStore, useRegistrationStoreReady } from '../state/registration-store.ts';
import { DependentEmailStep } from './register/DependentEmailStep.tsx';
import { FindYouStep } from './register/FindYouStep.tsx';

export function RegisterPage() {
  const { t } = useTranslation('registration');
  const [params, setParams] = useSearchParams();
  const ready = useRegistrationStoreReady();
  const connecting = useRegistrationStore((state) => state.mode === 'connect');
  const as = params.get('as');
  if (as === 'member' || (ready && connecting && as !== 'dependent')) return <FindYouStep />;
  if (as === 'dependent') return params.get('notify') === '1' ? <DependentEmailStep /> : <FindYouStep registrant="dependent" />;
  return (
    <StepPage heading={t('register.heading')} intro={t('register.intro')}>
      <RegistrantChoiceForm onChoose={(kind) => setParams({ as: kind })} />
      <p>
        {t('register.haveAccount')} <Link to={routes.login}>{t('register.signIn')}</Link>
      </p>
    </StepPage>
  );
}

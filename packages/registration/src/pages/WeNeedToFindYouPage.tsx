// §2 find-you failure page: §8 'Unable to find member', help text and a way
// to reach customer service; back to step 1 with what was typed.
import { Alert } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerServiceContact } from '../components/CustomerServiceContact/CustomerServiceContact.tsx';
import { StepPage } from '../components/StepPage/StepPage.tsx';
import { findYouPath } from '../lib/registration-steps.ts';
import { useRegistrationStore } from '../state/registration-store.ts';

export function WeNeedToFindYouPage() {
  const { t } = useTranslation('registration');
  const notFound = useRegistrationStore((state) => state.showFindYouError);
  return (
    <StepPage heading={t('weNeedToFindYou.heading')}>
      {notFound ? <Alert type="error">{t('weNeedToFindYou.notFound')}</Alert> : null}
      <p>{t('weNeedToFindYou.body')}</p>
      <CustomerServiceContact />
      <p>
        <Link to={findYouPath}>{t('weNeedToFindYou.tryAgain')}</Link>
      </p>
    </StepPage>
  );
}

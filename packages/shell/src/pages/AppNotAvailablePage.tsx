import { routes } from '@portal/core';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './MessagePanel.tsx';

/** §2 /app-not-available: where the features check (§4) sends the user. */
export function AppNotAvailablePage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePanel title={t('appNotAvailable.title')} body={t('appNotAvailable.body')}>
      <Button href={routes.dashboard}>{t('appNotAvailable.back')}</Button>
    </MessagePanel>
  );
}

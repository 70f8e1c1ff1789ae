import { routes } from '@portal/core';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './MessagePanel.tsx';

/** §2 /unauthorized: the session expired; sign in again. */
export function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePanel title={t('unauthorized.title')} body={t('unauthorized.body')}>
      <Button href={routes.login}>{t('unauthorized.signIn')}</Button>
    </MessagePanel>
  );
}

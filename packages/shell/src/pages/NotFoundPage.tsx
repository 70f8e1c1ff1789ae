import { routes } from '@portal/core';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePanel } from './MessagePanel.tsx';

/** §2 /404 with a 'Take Me Home' action. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <MessagePanel title={t('notFound.title')} body={t('notFound.body')}>
      <Button href={routes.home}>{t('notFound.takeMeHome')}</Button>
    </MessagePanel>
  );
}

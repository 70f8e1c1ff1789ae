// Access management for anyone without the access administrator role: says
// which role is needed and who can give it, instead of an empty screen.
import { Alert } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function NotAdminPanel() {
  const { t } = useTranslation('accessLog');
  return (
    <Alert type="warning" title={t('management.notAdmin.title')}>
      {t('management.notAdmin.text')}
    </Alert>
  );
}

import { Spinner } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation('shell');
  return <Spinner label={t('loading')} />;
}

// English and Spanish: one button switches to the other language.
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation('shell');
  const other = i18n.language?.startsWith('es') ? 'en' : 'es';
  return (
    <Button variant="link" lang={other} aria-label={t('header.switchToLabel')} onClick={() => void i18n.changeLanguage(other)}>
      {t('header.switchTo')}
    </Button>
  );
}

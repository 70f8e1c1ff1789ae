// English and Spanish: one button switches to the other language. The choice
// is remembered (localStorage 'language', read again at every load and sent to
// the sign-in page), and a New York member keeps the New York variants (§1).
import { useLanguage } from '@portal/i18n';
import { Button } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const { language, setLanguage } = useLanguage();
  const other = language === 'es' ? 'en' : 'es';
  return (
    <Button variant="link" lang={other} aria-label={t('header.switchToLabel')} onClick={() => void setLanguage(other)}>
      {t('header.switchTo')}
    </Button>
  );
}

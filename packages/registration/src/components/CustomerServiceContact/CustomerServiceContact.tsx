// §8 find-you failure: a way to contact customer service. The contacts call
// needs a signed-in member, so the text comes from the brand's texts (a
// brand overrides 'weNeedToFindYou.contact' with its own number).
import { Card } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';

export function CustomerServiceContact() {
  const { t } = useTranslation('registration');
  return (
    <Card title={t('weNeedToFindYou.contactHeading')}>
      <p>{t('weNeedToFindYou.contact')}</p>
    </Card>
  );
}

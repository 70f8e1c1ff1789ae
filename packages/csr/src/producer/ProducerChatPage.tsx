// §6 producer/agent chat: the page the chat popup opens (450 × 650). No chat
// vendor is connected to this site yet; a brand can point the popup at its
// vendor instead (the chat link's chatUrl).
import { Stack } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from './use-page-heading.ts';

export function ProducerChatPage() {
  const { t } = useTranslation('csr');
  const headingRef = usePageHeading();
  return (
    <Stack gap="md">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('producer.chatPageTitle')}
      </h1>
      <p>{t('producer.chatPageIntro')}</p>
    </Stack>
  );
}

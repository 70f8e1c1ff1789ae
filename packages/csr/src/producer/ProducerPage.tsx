// §6 producer/agent: "chat link". A producer signs in on their brand and sees
// this page only: who they are signed in as and the chat link. The chat link
// itself (the §9 450 × 650 popup, shown by the chat feature and availability)
// is the member package's, handed over by the shell.
import { useAuthStore } from '@portal/auth';
import { Card, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHeading } from './use-page-heading.ts';

export interface ProducerPageProps {
  /** The chat link (the shell gives the member package's ChatButton). */
  chatLink: ReactNode;
}

export function ProducerPage({ chatLink }: ProducerPageProps) {
  const { t } = useTranslation('csr');
  const userName = useAuthStore((s) => s.userName);
  const userEmail = useAuthStore((s) => s.userEmail);
  const headingRef = usePageHeading();
  return (
    <Stack gap="lg">
      <h1 ref={headingRef} tabIndex={-1}>
        {t('producer.title')}
      </h1>
      <p>{t('producer.signedInAs', { name: userName ?? userEmail ?? '' })}</p>
      <Card title={t('producer.chatTitle')} headingLevel={2}>
        <Stack gap="md" align="flex-start">
          <p>{t('producer.chatIntro')}</p>
          {chatLink}
        </Stack>
      </Card>
      <p>{t('producer.noMemberData')}</p>
    </Stack>
  );
}

/** What the chat link shows when chat is off for the brand or closed right now. */
export function ProducerChatUnavailable() {
  const { t } = useTranslation('csr');
  return <p role="status">{t('producer.chatUnavailable')}</p>;
}

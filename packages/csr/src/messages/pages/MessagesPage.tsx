// /messages (§2 public): the message centre. A visitor is
// asked to sign in; a member reads their messages, newest first, and opening
// one marks it read; customer service acting on a member reads the same list
// without marking (the server refuses a CSR's marks).
import { useAuth } from '@portal/auth';
import { routes } from '@portal/core';
import { RetryAlert, Spinner, Stack, useToasts } from '@portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessages } from '../api/get-messages.ts';
import { useMarkMessage } from '../api/mark-message.ts';
import { MessageList } from '../components/MessageList/MessageList.tsx';
import { SignInToRead } from '../components/SignInToRead/SignInToRead.tsx';
import { readsMessages, useMessageReader } from '../use-message-reader.ts';

function SignedOut() {
  const { i18n } = useTranslation('messages');
  const { signIn } = useAuth();
  return <SignInToRead onSignIn={() => void signIn({ returnTo: routes.messages, language: i18n.language })} />;
}

function Inbox({ canMark }: { canMark: boolean }) {
  const { t } = useTranslation('messages');
  const inbox = useMessages({ enabled: true });
  const mark = useMarkMessage();
  const { showToast } = useToasts();

  if (inbox.isPending) return <Spinner label={t('loading')} labelVisible />;
  if (inbox.isError) return <RetryAlert message={t('loadFailed')} retryLabel={t('tryAgain')} onRetry={() => void inbox.refetch()} />;
  const { messages, unread } = inbox.data;
  if (messages.length === 0) return <p>{t('empty')}</p>;
  return (
    <Stack gap="md">
      <p role="status">{t('unreadCount', { count: unread })}</p>
      {canMark ? null : <p>{t('readOnlyForCsr')}</p>}
      <MessageList
        messages={messages}
        canMark={canMark}
        onMark={(message, read) => mark.mutate({ message, read }, { onError: () => showToast({ type: 'error', message: t('markFailed') }) })}
      />
    </Stack>
  );
}

export function MessagesPage() {
  const { t } = useTranslation('messages');
  const reader = useMessageReader();
  return (
    <Stack gap="lg">
      <h1 tabIndex={-1}>{t('title')}</h1>
      {reader === 'restoring' ? <Spinner label={t('loading')} labelVisible /> : null}
      {reader === 'signedOut' ? <SignedOut /> : null}
      {reader === 'csrWithoutMember' ? (
        <Stack gap="sm" align="flex-start">
          <p>{t('csrWithoutMember.text')}</p>
          <Link to={routes.csr}>{t('csrWithoutMember.link')}</Link>
        </Stack>
      ) : null}
      {readsMessages(reader) ? <Inbox canMark={reader === 'member'} /> : null}
    </Stack>
  );
}

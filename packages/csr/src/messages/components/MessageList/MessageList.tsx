// The message centre's list, newest first. Each message is a disclosure: its
// title button (a native button, so Enter and Space work) opens the text and
// marks an unread message read; an open read message offers 'Mark as unread'.
// A customer-service representative reads the list but cannot mark (the
// server refuses, so the controls are not offered).
import type { MemberMessage } from '@portal/api-client';
import { Button, Stack } from '@portal/ui-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateTimeFormat } from '../../../lib/use-date-time-format.ts';
import { UnreadBadge } from '../UnreadBadge/UnreadBadge.tsx';
import { useMessageText } from './use-message-text.ts';

export interface MessageListProps {
  /** Newest first, as the server sends them. */
  messages: readonly MemberMessage[];
  /** False for customer service acting on the member: reading only. */
  canMark: boolean;
  /** Asks to mark the message read or unread. */
  onMark: (message: MemberMessage, read: boolean) => void;
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Toggle = styled.button<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme, $unread }) => ($unread ? theme.font.weight.bold : theme.font.weight.regular)};
  text-align: start;
  background: none;
  border: 0;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const Title = styled.span`
  flex: 1 1 16rem;
`;

const SentAt = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

function MessageItem({ message, canMark, onMark }: { message: MemberMessage } & Omit<MessageListProps, 'messages'>) {
  const { t } = useTranslation('messages');
  const format = useDateTimeFormat();
  const wording = useMessageText()(message);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setOpen(!open);
    if (!open && !message.read && canMark) onMark(message, true);
  };
  const markUnread = () => {
    onMark(message, false);
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Item>
      <Heading>
        <Toggle ref={toggleRef} type="button" aria-expanded={open} aria-controls={panelId} $unread={!message.read} onClick={toggle}>
          {message.read ? null : <UnreadBadge>{t('unread')}</UnreadBadge>}
          <Title>{wording.title}</Title>
          <SentAt>{t('sentAt', { when: format.dateTime(message.sentAt) })}</SentAt>
        </Toggle>
      </Heading>
      <Panel id={panelId} hidden={!open}>
        <Stack gap="sm" align="flex-start">
          <p>{wording.body}</p>
          {canMark && message.read ? (
            <Button variant="secondary" size="sm" onClick={markUnread}>
              {t('markUnread')}
            </Button>
          ) : null}
        </Stack>
      </Panel>
    </Item>
  );
}

export function MessageList({ messages, canMark, onMark }: MessageListProps) {
  const { t } = useTranslation('messages');
  return (
    <List aria-label={t('listLabel')}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} canMark={canMark} onMark={onMark} />
      ))}
    </List>
  );
}

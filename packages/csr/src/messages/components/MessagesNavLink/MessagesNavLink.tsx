// The header's 'Messages' link with the unread count in a badge. The count
// is also in the link's accessible name ("Messages, 2 unread"), which starts
// with the visible word so voice control finds it. For a visitor or customer
// service without a member, just the link (no call is made).
import { routes } from '@portal/core';
import type { MouseEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useMessages } from '../../api/get-messages.ts';
import { readsMessages, useMessageReader } from '../../use-message-reader.ts';

export interface MessagesNavLinkProps {
  className?: string;
  /** E.g. closes the phone menu. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

const Count = styled.span`
  display: inline-block;
  min-width: 1.5rem;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5rem;
  text-align: center;
  color: ${({ theme }) => theme.color.brandContrast};
  background: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

export function MessagesNavLink({ className, onClick }: MessagesNavLinkProps) {
  const { t } = useTranslation('messages');
  const inbox = useMessages({ enabled: readsMessages(useMessageReader()) });
  const unread = inbox.data?.unread ?? 0;
  return (
    <Link
      to={routes.messages}
      className={className}
      onClick={onClick}
      aria-label={unread > 0 ? t('nav.linkWithUnread', { count: unread }) : undefined}
    >
      {t('nav.link')}
      {unread > 0 ? <Count aria-hidden="true">{unread}</Count> : null}
    </Link>
  );
}

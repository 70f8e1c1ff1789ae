// The header's 'Messages' link with the unread count in a badge. The count
// is also in the link's accessible name ("Messages, 2 unread"), which holds
// the visible words in order ("Messages 2", WCAG 2.5.3 Label in Name) so
// voice control finds the link by what it shows. For a visitor or customer
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
      {unread > 0 ? (
        <>
          {/* A real space: without it the page's text reads "Messages2", one word the name does not hold. */}
          {' '}
          <Count aria-hidden="true">{unread}</Count>
        </>
      ) : null}
    </Link>
  );
}

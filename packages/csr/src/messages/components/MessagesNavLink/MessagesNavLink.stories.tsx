import { mockMessagesRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authAs, type AuthedAs } from '../../../test/auth-as.ts';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { MessagesNavLink } from './MessagesNavLink.tsx';

interface Args {
  who: AuthedAs;
  empty: boolean;
}

const meta: Meta<Args> = {
  title: 'csr/messages/MessagesNavLink',
  args: { who: 'member', empty: false },
  render: ({ who, empty }, { globals }) => {
    authAs(who);
    return (
      <StoryProviders language={globals.locale} path="/dashboard" routes={mockMessagesRoutes(empty ? { messages: [] } : {})}>
        <MessagesNavLink />
      </StoryProviders>
    );
  },
};
export default meta;

/** A member with two unread messages: the badge shows 2. */
export const WithUnread: StoryObj<Args> = {};
/** Nothing unread: no badge. */
export const NothingUnread: StoryObj<Args> = { args: { empty: true } };
/** A visitor: the link only, nothing asked. */
export const Visitor: StoryObj<Args> = { args: { who: 'visitor' } };

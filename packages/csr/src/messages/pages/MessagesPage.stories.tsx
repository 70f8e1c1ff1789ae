import { mockMessagesRoutes, type MockMessagesOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authAs, type AuthedAs } from '../../test/auth-as.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { MessagesPage } from './MessagesPage.tsx';

interface Args {
  who: Exclude<AuthedAs, 'visitor'>;
  inbox: MockMessagesOptions;
}

const meta: Meta<Args> = {
  title: 'csr/messages/MessagesPage',
  args: { who: 'member', inbox: {} },
  render: ({ who, inbox }, { globals }) => {
    authAs(who);
    return (
      <StoryProviders language={globals.locale} path="/messages" routes={mockMessagesRoutes(inbox)}>
        <MessagesPage />
      </StoryProviders>
    );
  },
};
export default meta;

/** A member with two unread messages of four. */
export const Member: StoryObj<Args> = {};
/** Customer service acting on the member: reads without marking. */
export const CustomerServiceActing: StoryObj<Args> = { args: { who: 'csrActing' } };
/** Customer service with no member chosen: sent to the SPDC search. */
export const CustomerServiceWithoutMember: StoryObj<Args> = { args: { who: 'csr' } };
export const Empty: StoryObj<Args> = { args: { inbox: { messages: [] } } };
export const LoadFailed: StoryObj<Args> = { args: { inbox: { failWith: { getMessages: 500 } } } };

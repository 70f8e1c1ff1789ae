import type { MemberMessage } from '@portal/api-client';
import { mockMemberMessages } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { MessageList } from './MessageList.tsx';

/** The list with its marks applied in memory, as the page's cache does. */
function Interactive({ canMark }: { canMark: boolean }) {
  const [messages, setMessages] = useState<readonly MemberMessage[]>(mockMemberMessages);
  return (
    <MessageList
      messages={messages}
      canMark={canMark}
      onMark={(message, read) => setMessages((all) => all.map((one) => (one.id === message.id ? { ...one, read } : one)))}
    />
  );
}

const meta: Meta<typeof Interactive> = {
  title: 'csr/messages/MessageList',
  component: Interactive,
  args: { canMark: true },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/messages">
      <Interactive {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** A member: opening an unread message marks it read; a read one can be marked unread. */
export const Member: StoryObj<typeof Interactive> = {};
/** Customer service acting on the member: reads, never marks. */
export const CustomerService: StoryObj<typeof Interactive> = { args: { canMark: false } };

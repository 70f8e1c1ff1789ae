import { Button } from '@portal/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/StoryProviders.tsx';
import { ProducerChatUnavailable, ProducerPage } from './ProducerPage.tsx';

// The shell hands the member package's chat button over; a stand-in here.
const meta: Meta<typeof ProducerPage> = {
  title: 'csr/producer/ProducerPage',
  component: ProducerPage,
};
export default meta;

export const ChatOpen: StoryObj<typeof ProducerPage> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/producer">
      <ProducerPage chatLink={<Button variant="secondary">Chat with us</Button>} />
    </StoryProviders>
  ),
};

export const ChatClosed: StoryObj<typeof ProducerPage> = {
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/producer">
      <ProducerPage chatLink={<ProducerChatUnavailable />} />
    </StoryProviders>
  ),
};

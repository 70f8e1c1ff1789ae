import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { RetryAlert } from './RetryAlert.tsx';

const meta: Meta<typeof RetryAlert> = {
  title: 'benefits/RetryAlert',
  component: RetryAlert,
  args: { message: "We couldn't load your benefits right now. Please try again later.", onRetry: () => undefined },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <RetryAlert {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Failed: StoryObj<typeof RetryAlert> = {};

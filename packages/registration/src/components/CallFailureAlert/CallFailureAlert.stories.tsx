import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { CallFailureAlert } from './CallFailureAlert.tsx';

const meta: Meta<typeof CallFailureAlert> = {
  title: 'registration/CallFailureAlert',
  component: CallFailureAlert,
  args: { message: "We couldn't reach our server. Check your connection and try again." },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <CallFailureAlert {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Retryable: StoryObj<typeof CallFailureAlert> = {};
/** A registration that timed out (410) can only start again. */
export const TimedOut: StoryObj<typeof CallFailureAlert> = { args: { message: 'Your registration timed out. Please start again.', startAgain: true } };

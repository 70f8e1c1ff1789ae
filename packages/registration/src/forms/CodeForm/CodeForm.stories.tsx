import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { CodeForm } from './CodeForm.tsx';

const meta: Meta<typeof CodeForm> = {
  title: 'registration/CodeForm',
  component: CodeForm,
  args: { channel: 'email', submitLabel: 'Verify', sentText: 'We sent a code to o•••@example.com.', onSubmit: async () => {}, onResend: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <CodeForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const EmailCode: StoryObj<typeof CodeForm> = {};
/** A voice call's code has five digits (§5). */
export const VoiceCode: StoryObj<typeof CodeForm> = { args: { channel: 'voice', sentText: undefined } };
/** The last code was refused. */
export const Refused: StoryObj<typeof CodeForm> = { args: { refusal: "Your code doesn't match our records. Please try again." } };

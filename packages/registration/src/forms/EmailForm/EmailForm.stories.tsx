import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { EmailForm } from './EmailForm.tsx';

const meta: Meta<typeof EmailForm> = {
  title: 'registration/EmailForm',
  component: EmailForm,
  args: { onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <EmailForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof EmailForm> = {};

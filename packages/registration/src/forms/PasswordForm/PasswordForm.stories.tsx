import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { PasswordForm } from './PasswordForm.tsx';

const meta: Meta<typeof PasswordForm> = {
  title: 'registration/PasswordForm',
  component: PasswordForm,
  args: { owner: { userId: 'olivia.martinez@example.com', firstName: 'Olivia', lastName: 'Martinez' }, onSubmit: async () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <PasswordForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Empty: StoryObj<typeof PasswordForm> = {};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

const meta: Meta<typeof ChangePasswordForm> = {
  title: 'registration/account/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    owner: { userId: 'maria.lopez@example.com', firstName: 'Maria', lastName: 'Lopez' },
    onSubmit: async () => ({ ok: true }),
    onChanged: () => undefined,
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale}>
      <ChangePasswordForm {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** The change goes through: the member is asked to sign in again. */
export const Changes: StoryObj<typeof ChangePasswordForm> = {};

/** The server refuses the new password (406): its reasons are listed. */
export const Refused: StoryObj<typeof ChangePasswordForm> = {
  args: { onSubmit: async () => ({ ok: false, message: 'Your new password can’t be used:', details: ['It is a commonly used password.'] }) },
};

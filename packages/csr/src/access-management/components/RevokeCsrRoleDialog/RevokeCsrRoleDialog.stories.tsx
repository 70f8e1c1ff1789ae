import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { RevokeCsrRoleDialog } from './RevokeCsrRoleDialog.tsx';

const meta: Meta<typeof RevokeCsrRoleDialog> = {
  title: 'csr/access-management/RevokeCsrRoleDialog',
  component: RevokeCsrRoleDialog,
  args: {
    account: { accountId: 'csr-1', email: 'alic.csr@example.com', name: 'Jordan Lee', csr: true, admin: false, lastSignInAt: null },
    busy: false,
    error: null,
    onConfirm: () => {},
    onCancel: () => {},
  },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management">
      <p>Access management</p>
      <RevokeCsrRoleDialog {...args} />
    </StoryProviders>
  ),
};
export default meta;

export const Asking: StoryObj<typeof RevokeCsrRoleDialog> = {};
export const Revoking: StoryObj<typeof RevokeCsrRoleDialog> = { args: { busy: true } };
/** The admin tried their own role (409). */
export const Refused: StoryObj<typeof RevokeCsrRoleDialog> = { args: { error: 'You cannot revoke your own customer service role.' } };

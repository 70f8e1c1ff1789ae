import { mockStaffAccounts } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { StaffAccountsTable } from './StaffAccountsTable.tsx';

const meta: Meta<typeof StaffAccountsTable> = {
  title: 'csr/access-management/StaffAccountsTable',
  component: StaffAccountsTable,
  args: { accounts: mockStaffAccounts.map((account) => ({ ...account, lastSignInAt: account.lastSignInAt ?? null })), onRevoke: () => {} },
  render: (args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management">
      <StaffAccountsTable {...args} />
    </StoryProviders>
  ),
};
export default meta;

/** Two CSRs (one also access administrator), a former CSR, an account never signed in. */
export const Staff: StoryObj<typeof StaffAccountsTable> = {};
export const NoAccounts: StoryObj<typeof StaffAccountsTable> = { args: { accounts: [] } };

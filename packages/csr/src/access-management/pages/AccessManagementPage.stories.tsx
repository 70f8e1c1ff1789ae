import { mockAccessManagementRoutes, type MockAccessManagementOptions } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { authAs } from '../../test/auth-as.ts';
import { StoryProviders } from '../../test/StoryProviders.tsx';
import { AccessManagementPage } from './AccessManagementPage.tsx';

interface Args {
  who: 'admin' | 'csr';
  options: MockAccessManagementOptions;
}

const meta: Meta<Args> = {
  title: 'csr/access-management/AccessManagementPage',
  args: { who: 'admin', options: {} },
  render: ({ who, options }, { globals }) => {
    authAs(who);
    return (
      <StoryProviders language={globals.locale} path="/access-management" routes={mockAccessManagementRoutes(options)}>
        <AccessManagementPage />
      </StoryProviders>
    );
  },
};
export default meta;

/** An access administrator (alic.admin). */
export const Admin: StoryObj<Args> = {};
/** A CSR without the admin role. */
export const NotAdmin: StoryObj<Args> = { args: { who: 'csr' } };
export const LoadFailed: StoryObj<Args> = { args: { options: { failWith: { getStaffAccounts: 500 } } } };

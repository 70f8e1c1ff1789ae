import { mockAccessManagementRoutes } from '@portal/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../../../test/StoryProviders.tsx';
import { GrantCsrRoleForm } from './GrantCsrRoleForm.tsx';

const meta: Meta<typeof GrantCsrRoleForm> = {
  title: 'csr/access-management/GrantCsrRoleForm',
  component: GrantCsrRoleForm,
  render: (_args, { globals }) => (
    <StoryProviders language={globals.locale} path="/access-management" routes={mockAccessManagementRoutes()}>
      <GrantCsrRoleForm />
    </StoryProviders>
  ),
};
export default meta;

/** Try new.csr@example.com (granted), nobody@example.com (404) or maria.martinez@example.com (409, a member). */
export const Grant: StoryObj<typeof GrantCsrRoleForm> = {};
